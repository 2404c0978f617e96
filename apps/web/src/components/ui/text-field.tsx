import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClassName =
  'w-full rounded-lg border border-neutral-700 bg-neutral-950 px-3 py-2.5 text-white placeholder:text-neutral-500';

/**
 * A labelled text input: the label is tied to the input, so it names it for screen readers; a
 * description, when given, is read with it.
 */
export function TextField({
  label,
  description,
  className,
  ...props
}: ComponentProps<'input'> & { label: string; description?: string }) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {description === undefined ? null : (
        <p id={descriptionId} className="mb-1 text-xs text-neutral-400">
          {description}
        </p>
      )}
      <input
        id={id}
        className={cn(inputClassName, className)}
        aria-describedby={description === undefined ? undefined : descriptionId}
        {...props}
      />
    </div>
  );
}
