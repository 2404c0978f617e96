import type { ReactNode } from 'react';
import { useTextList, useTextSections } from '../lib/content';
import { Card, CardTitle } from './ui/card';

/** A bulleted list of translated lines. */
export function TextList({
  textKey,
  options,
}: {
  textKey: string;
  options?: Record<string, unknown>;
}) {
  const items = useTextList(textKey, options);
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-neutral-300">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A card with a heading and a list (company and demo pages). */
export function TextCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

/** Every section of a translated document, each a card with its heading (h2). */
export function TextSections({ textKey }: { textKey: string }) {
  const sections = useTextSections(textKey);
  return (
    <>
      {sections.map((section) => (
        <Card key={section.title}>
          <CardTitle>{section.title}</CardTitle>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-neutral-300">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </>
  );
}
