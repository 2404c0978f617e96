import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** A PIN input (issue 29): digits, masked, never offered to autofill as a password. */
export function PinField({
  autoComplete = 'off',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>) {
  return <TextField type="password" inputMode="numeric" autoComplete={autoComplete} {...props} />;
}
