import { LoaderCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The recorder's frame while its code arrives (only when it was not fetched in advance), or, with
 * `failed`, once every attempt to fetch it failed.
 */
export function RecorderLoading({
  onClose,
  failed = false,
}: {
  onClose: () => void;
  failed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('recorder.title')}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-black text-white"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('recorder.close')}
        className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-neutral-800"
      >
        <X className="size-5" aria-hidden />
      </button>
      {failed ? (
        <p role="alert" className="max-w-xs px-4 text-center">
          {t('recorder.loadFailed')}
        </p>
      ) : (
        <>
          <LoaderCircle className="size-8 animate-spin" aria-hidden />
          <p role="status">{t('recorder.opening')}</p>
        </>
      )}
    </div>
  );
}
