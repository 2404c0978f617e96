import { useTranslation } from 'react-i18next';
import type { LawOfficeMessage } from '../chat-messages';

/**
 * An answer as it should be read during a stop: the direct answer and what to say in
 * view, the rest behind "More", the disclaimer always shown.
 */
export function AnswerParts({ parts }: { parts: NonNullable<LawOfficeMessage['parts']> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="whitespace-pre-line">{parts.summary}</p>
      {parts.more === '' ? null : (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-sky-300">
            {t('lawOffice.more')}
          </summary>
          <p className="whitespace-pre-line">{parts.more}</p>
        </details>
      )}
      <p className="mt-2 whitespace-pre-line text-xs text-neutral-400">{parts.disclaimer}</p>
    </>
  );
}
