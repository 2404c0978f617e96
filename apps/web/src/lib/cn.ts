import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting a later Tailwind class override an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on its first call: about 8 ms, 30 at a phone's speed.
 * main.tsx calls this in a task of its own before the first render, which then does not carry it.
 */
export function prepareClassMerging(): void {
  twMerge('p-1', 'p-2');
}
