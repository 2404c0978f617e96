import type { Finding } from '@redzone/verify/browser';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { type BundleCheck, checkBundle } from '../check-bundle';
import { findingText } from '../finding-text';
import { FindingList } from './FindingList';

type State =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'done'; name: string; result: BundleCheck }
  | { kind: 'error'; message: string };

/** Choose or drop a bundle; it is checked on this device and the verdict shown. */
export function BundleCheckCard() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [isOver, setIsOver] = useState(false);
  const [bundle, setBundle] = useState<File>();
  const [tsaCa, setTsaCa] = useState<File>();

  // Choosing the certificate after the bundle checks the same bundle again, with it.
  async function check(file: File | undefined, ca = tsaCa) {
    if (file === undefined) return;
    setBundle(file);
    setState({ kind: 'checking', name: file.name });
    try {
      setState({ kind: 'done', name: file.name, result: await checkBundle(file, undefined, ca) });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setIsOver(false);
    void check(event.dataTransfer.files[0]);
  }

  return (
    <Card
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      className={cn('border-dashed', isOver && 'border-emerald-400')}
    >
      <label className="block font-bold text-white">
        {t('evidenceCheck.choose')}
        <input
          type="file"
          accept=".zip,application/zip"
          className="mt-2 block w-full text-neutral-300"
          onChange={(event) => void check(event.target.files?.[0])}
        />
      </label>
      <p className="mt-1 text-sm text-neutral-400">{t('evidenceCheck.drop')}</p>
      <label className="mt-3 block text-sm font-bold text-neutral-200">
        {t('evidenceCheck.tsaCa')}
        <input
          type="file"
          accept=".pem,.crt,.cer,.der,application/x-pem-file,application/pkix-cert"
          aria-describedby="tsa-ca-hint"
          className="mt-1 block w-full font-normal text-neutral-300"
          onChange={(event) => {
            const ca = event.target.files?.[0];
            setTsaCa(ca);
            void check(bundle, ca);
          }}
        />
      </label>
      <p id="tsa-ca-hint" className="mt-1 text-sm text-neutral-400">
        {t('evidenceCheck.tsaCaHint')}
      </p>
      <div aria-live="polite" className="mt-3">
        {state.kind === 'checking' && <p>{t('evidenceCheck.checking', { name: state.name })}</p>}
        {state.kind === 'error' && (
          <p role="alert" className="text-red-300">
            {t('evidenceCheck.error', { message: state.message })}
          </p>
        )}
        {state.kind === 'done' && <Verdict name={state.name} result={state.result} />}
      </div>
    </Card>
  );
}

/** Proven, intact but not proven (amber: not a failure, not proof), changed. */
const OUTCOME_COLOURS = {
  proven: 'text-emerald-300',
  intact_unproven: 'text-amber-300',
  broken: 'text-red-300',
} as const;

function Verdict({ name, result }: { name: string; result: BundleCheck }) {
  const { t } = useTranslation();
  const failed = result.verdict.findings.filter((finding) => !finding.holds).length;
  return (
    <div className="space-y-2">
      <p className={cn('font-bold', OUTCOME_COLOURS[result.verdict.outcome])}>
        {result.verdict.outcome === 'proven'
          ? t('evidenceCheck.holds', { name })
          : result.verdict.outcome === 'intact_unproven'
            ? t(
                result.verdict.isOriginProven
                  ? 'evidenceCheck.intactSigned'
                  : 'evidenceCheck.intactUnproven',
                { name },
              )
            : t('evidenceCheck.failed', { name, count: failed })}
      </p>
      <p className="text-sm text-neutral-300">
        {result.isAgainstPublishedKeys
          ? t('evidenceCheck.againstPublished')
          : t('evidenceCheck.againstBundled')}
      </p>
      {result.verdict.isTimeProven ? null : (
        <p className="text-sm text-neutral-300">{t('evidenceCheck.timeUnproven')}</p>
      )}
      {result.verdict.isComplete ? null : (
        <p className="text-sm font-semibold text-amber-200">{t('evidenceCheck.incomplete')}</p>
      )}
      {result.verdict.holds ? <TakeGaps findings={result.verdict.findings} /> : null}
      <FindingList findings={result.verdict.findings} />
    </div>
  );
}

/**
 * The take's own gaps, said before the details: where the footage holds nothing and why is what a
 * person reading the verdict needs next, not a technical detail.
 */
function TakeGaps({ findings }: { findings: Finding[] }) {
  const { t } = useTranslation();
  const gaps = findings.filter((finding) => finding.holds && finding.code.startsWith('gap_'));
  if (gaps.length === 0) return null;
  return (
    <div className="text-sm text-neutral-200">
      <p className="font-semibold">{t('evidenceCheck.gaps', { count: gaps.length })}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {gaps.map((finding, position) => (
          <li key={position}>{findingText(t, finding)}</li>
        ))}
      </ul>
    </div>
  );
}
