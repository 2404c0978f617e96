import { TOAST_DURATION_MS } from '@redzone/contract';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useIsScreenCovered } from '../../lib/screen-cover';
import { dismissToast, useToastHistory, useToasts } from './use-toast';

const variantClasses = {
  default: 'border-neutral-700 bg-neutral-900 text-neutral-50',
  destructive: 'border-red-500 bg-red-700 text-white',
  success: 'border-green-500 bg-green-800 text-white',
} as const;

/** The app's single toaster (Radix Toast): announced to screen readers, swipe to dismiss. */
export function Toaster() {
  // Over the dark screen nothing shows; what waits shows once it is gone.
  const isCovered = useIsScreenCovered();
  return (
    <>
      <RecentMessages />
      {isCovered ? null : <Toasts />}
    </>
  );
}

/**
 * The last toasts as text a screen reader can go back to (not spoken again as they come: each
 * toast announces itself). Tests read a toast here too, where it stays after it closes.
 */
function RecentMessages() {
  const { t } = useTranslation();
  const history = useToastHistory();
  return (
    <div role="log" aria-live="off" aria-label={t('toast.recent')} className="sr-only">
      {history.map(({ id, title, description }) => (
        <p key={id}>
          {title ? <span>{title}</span> : null} {description ? <span>{description}</span> : null}
        </p>
      ))}
    </div>
  );
}

function Toasts() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-bold">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
            aria-label={t('toast.close')}
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-w-md flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
