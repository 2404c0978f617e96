import type { RecordingReceipt } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../config/env';
import { CopyButton } from '../../../components/ui/copy-button';
import { intlLocale } from '../../../lib/intl-locale';
import { formatBytes, shortHash } from '../format';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

/**
 * The server's receipt: what it received, in how many chunks, the final hash of the
 * chain over them, and when. The full hash is copied; the short one is for reading. With the
 * recording's id, what a lawyer or a court takes away: the evidence bundle, the MP4 signed with
 * Content Credentials, and where anyone checks a bundle.
 */
export function ReceiptDetails({
  receipt,
  recordingId,
}: {
  receipt: RecordingReceipt;
  recordingId?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const time = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <section
      aria-label={t('recordings.receipt.title')}
      className="rounded-lg border border-green-800/60 bg-green-950/40 p-3 text-sm"
    >
      <h4 className="font-semibold text-green-200">{t('recordings.receipt.title')}</h4>
      <dl className="mt-1.5 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-neutral-400">{t('recordings.receipt.size')}</dt>
        <dd>
          {t('recordings.receipt.sizeValue', {
            size: formatBytes(receipt.byteCount, locale),
            bytes: numberFormat(locale).format(receipt.byteCount),
          })}
        </dd>
        <dt className="text-neutral-400">{t('recordings.receipt.chunks')}</dt>
        <dd>{numberFormat(locale).format(receipt.chunkCount)}</dd>
        <dt className="text-neutral-400">{t('recordings.receipt.chainHash')}</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <code className="break-all font-mono text-xs" title={receipt.chainHash}>
            {shortHash(receipt.chainHash)}
          </code>
          <CopyButton
            text={receipt.chainHash}
            label={t('recordings.receipt.copyHash')}
            copiedLabel={t('recordings.receipt.copied')}
            failedLabel={t('recordings.receipt.copyFailed')}
          />
        </dd>
        <dt className="text-neutral-400">{t('recordings.receipt.received')}</dt>
        <dd>
          {time.formatRange(
            new Date(receipt.firstChunkAt ?? receipt.finishedAt),
            new Date(receipt.lastChunkAt ?? receipt.finishedAt),
          )}
        </dd>
        <dt className="text-neutral-400">{t('recordings.receipt.sealed')}</dt>
        <dd>{time.format(new Date(receipt.finishedAt))}</dd>
        <dt className="text-neutral-400">{t('recordings.receipt.time')}</dt>
        <dd data-third-party-time={receipt.thirdPartyTime}>
          {receipt.thirdPartyTime === 'requested'
            ? t('recordings.receipt.timeRequested')
            : t('recordings.receipt.timeNone')}
        </dd>
      </dl>
      {recordingId === undefined ? null : <ForCourt recordingId={recordingId} />}
    </section>
  );
}

function ForCourt({ recordingId }: { recordingId: string }) {
  const { t } = useTranslation();
  const base = `${env.apiBaseUrl}/api/recordings/${encodeURIComponent(recordingId)}`;
  const link = 'text-green-200 underline underline-offset-2';
  return (
    <div className="mt-2 border-t border-green-800/40 pt-2">
      <p className="text-neutral-400">{t('recordings.receipt.forCourt')}</p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <a href={`${base}/evidence-bundle`} download className={link}>
          {t('recordings.receipt.bundle')}
        </a>
        <a href={`${base}/export.mp4`} download className={link}>
          {t('recordings.receipt.signedMp4')}
        </a>
        <Link to="/verify" className={link}>
          {t('recordings.receipt.checkBundle')}
        </Link>
      </p>
    </div>
  );
}
