import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white',
        className,
      )}
      {...props}
    />
  );
}
