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
      className="fixed inset-0 z-50 flex flex-col bg-black text-white"
    >
      <div className="flex flex-1 flex-col items-center justify-center gap-3">
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
      {/* At the bottom, where the recorder's own close button is: toasts (the alert-sent one stays
          8 s) appear at the top and would cover it there. */}
      <div className="border-t border-neutral-800 px-3 py-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <button
          type="button"
          onClick={onClose}
          className="mx-auto flex min-h-11 w-full max-w-md items-center justify-center gap-2 rounded-lg bg-neutral-800 px-4 font-semibold"
        >
          <X className="size-5" aria-hidden />
          {t('recorder.close')}
        </button>
      </div>
    </div>
  );
}
