import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A PIN input: digits, masked, never offered to autofill as a password. */
export function PinField({
  autoComplete = 'off',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>) {
  return <TextField type="password" inputMode="numeric" autoComplete={autoComplete} {...props} />;
}
