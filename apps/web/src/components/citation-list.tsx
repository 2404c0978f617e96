import { type Citation, plainCitation } from '@redzone/contract';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The sources behind a section or an answer, linked when the source has an address. */
export function CitationList({ citations }: { citations: readonly Citation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <div className="mt-3 border-t border-neutral-800 pt-2">
      <h3 className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-neutral-400">
        <Scale className="size-3.5" aria-hidden />
        {t('guides.citations')}
      </h3>
      <ul className="mt-1 space-y-1 text-xs text-neutral-400" data-testid="citations">
        {citations.map((source) => (
          <li key={`${source.title}|${source.citation}`}>
            <span className="font-medium text-neutral-300">{source.title}</span>
            {' — '}
            {source.url ? (
              <a
                className="text-sky-400 underline underline-offset-2"
                href={source.url}
                target="_blank"
                rel="noreferrer"
              >
                {plainCitation(source.citation)}
              </a>
            ) : (
              plainCitation(source.citation)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
