import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@redzone/contract';
import { useSyncExternalStore, type ReactNode } from 'react';

/** One toast. Spec P1 §9 / P2 §9: at most one at once, 5 s unless a toast says otherwise. */
export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds on screen; the alert success toast asks for 8 s (P1 §8). */
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open'>;

let toasts: ToastItem[] = [];
let counter = 0;
/**
 * What the last few toasts said, kept after each closes: a toast is gone in seconds, and a person
 * who looked away (or a screen reader that was speaking) can read them again in the log.
 */
const HISTORY_LIMIT = 5;
let history: { id: string; title?: ReactNode; description?: ReactNode }[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

// A dismissed toast stays in the store closed (so its exit animation can play) and is removed
// TOAST_REMOVE_DELAY_MS later, as the spec's toaster does.
function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces older ones beyond TOAST_LIMIT. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  history = [{ id, title: input.title, description: input.description }, ...history].slice(
    0,
    HISTORY_LIMIT,
  );
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** The last few toasts, newest first, closed or not. */
export function useToastHistory(): typeof history {
  return useSyncExternalStore(
    subscribe,
    () => history,
    () => history,
  );
}
