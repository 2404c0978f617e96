import type { GuideSection } from '@redzone/legal';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { CitationList } from '../../../components/citation-list';

/** One section of a guide: what it covers, its key points, the words to say, its sources. */
export function GuideSectionCard({ section }: { section: GuideSection }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={`guide-${section.id}`} data-testid={`guide-section-${section.id}`}>
      <CardTitle id={`guide-${section.id}`}>{section.title}</CardTitle>
      <p className="mt-1 text-sm text-neutral-400">{section.content}</p>
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
    </Card>
  );
}
