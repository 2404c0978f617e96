import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClassName =
  'w-full rounded-lg border border-neutral-700 bg-neutral-950 px-3 py-2.5 text-white placeholder:text-neutral-500';

/** A labelled text input: the label is tied to the input, so it names it for screen readers. */
export function TextField({
  label,
  className,
  ...props
}: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input id={id} className={cn(inputClassName, className)} {...props} />
    </div>
  );
}
