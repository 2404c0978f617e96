import type { GuideSection } from '@redzone/legal';
import { ChevronDown, MessageSquareQuote } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { CitationList } from '../../../components/citation-list';

/**
 * One section of a guide: its title and what it covers always in sight; its key points, the
 * words to say and its sources fold under the title, so a guide is a list a person can scan on
 * a phone instead of pages of scrolling.
 */
export function GuideSectionCard({
  section,
  isOpen,
  onOpenChange,
}: {
  section: GuideSection;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      id={section.id}
      aria-labelledby={`guide-${section.id}`}
      data-testid={`guide-section-${section.id}`}
    >
      <Collapsible.Root open={isOpen} onOpenChange={onOpenChange}>
        <CardTitle id={`guide-${section.id}`}>
          <Collapsible.Trigger className="flex min-h-11 w-full items-center justify-between gap-3 text-left">
            {section.title}
            <ChevronDown
              className={`size-5 shrink-0 text-neutral-400 transition-transform ${isOpen ? 'rotate-180' : ''}`}
              aria-hidden
            />
          </Collapsible.Trigger>
        </CardTitle>
        <p className="mt-1 text-sm text-neutral-400">{section.content}</p>
        <Collapsible.Content>
          <h3 className="mt-3 text-sm font-semibold text-neutral-200">{t('guides.keyPoints')}</h3>
          <ul className="mt-1 list-disc space-y-1.5 pl-5 text-sm text-neutral-300">
            {section.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {section.sayThis.length > 0 && (
            <div className="mt-3 rounded-lg border border-sky-800/60 bg-sky-950/40 p-3">
              <h3 className="flex items-center gap-2 text-sm font-semibold text-sky-200">
                <MessageSquareQuote className="size-4" aria-hidden />
                {t('guides.whatToSay')}
              </h3>
              <ul className="mt-1 space-y-1 text-sm text-sky-100">
                {section.sayThis.map((words) => (
                  <li key={words}>“{words}”</li>
                ))}
              </ul>
            </div>
          )}
          <CitationList citations={section.citations} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
