import type { Finding } from '@redzone/verify/browser';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { findingText } from '../finding-text';

/** Every check the verifier made, in the page's language; file names stay as the bundle has them. */
export function FindingList({ findings }: { findings: Finding[] }) {
  const { t } = useTranslation();
  return (
    <details open={findings.some((finding) => !finding.holds)}>
      <summary className="cursor-pointer text-sm text-neutral-300">
        {t('evidenceCheck.details')}
      </summary>
      <ul className="mt-2 space-y-1 text-sm">
        {findings.map((finding, position) => (
          <li key={position} className="break-words">
            <span
              className={cn(
                'mr-2 font-bold',
                finding.isNote === true
                  ? 'text-neutral-400'
                  : finding.holds
                    ? 'text-emerald-300'
                    : 'text-red-300',
              )}
            >
              {finding.isNote === true
                ? t('evidenceCheck.note')
                : finding.holds
                  ? t('evidenceCheck.ok')
                  : t('evidenceCheck.fail')}
            </span>
            <span className="text-neutral-200">
              {`${finding.subject}: ${findingText(t, finding)}`}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
