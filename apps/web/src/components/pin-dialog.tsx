import { Dialog } from 'radix-ui';
import type { PinAnswer } from '../lib/pin-answer';
import { PinPrompt } from './pin-prompt';

/**
 * An act the stop PIN guards (erasing, silencing), asked for in a dialog. The act itself carries
 * the PIN to the server (`act`), which decides; whatever it accepts, the dialog closes the same.
 */
export function PinDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  act,
  onDone,
  pinLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  act: (pin: string) => Promise<PinAnswer>;
  onDone: () => void;
  /** The PIN field's label; without it, the recorder's. */
  pinLabel?: string | undefined;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-neutral-800 bg-neutral-900 p-5 text-neutral-50 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-neutral-300">
            {description}
          </Dialog.Description>
          <div className="mt-4">
            <PinPrompt
              check={act}
              label={pinLabel}
              submitLabel={confirmLabel}
              keepLabel={cancelLabel}
              onCancel={() => onOpenChange(false)}
              onAccepted={() => {
                onOpenChange(false);
                onDone();
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
