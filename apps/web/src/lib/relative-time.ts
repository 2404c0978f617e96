import { relativeTime } from '@redzone/contract';
import type { TFunction } from 'i18next';

/** P1 §9 labels (Just now, N min ago, N hour(s) ago, N day(s) ago) in the active language. */
export function relativeTimeText(
  t: TFunction,
  then: string | number | Date,
  now: number = Date.now(),
): string {
  const r = relativeTime(then, now);
  switch (r.unit) {
    case 'now':
      return t('time.justNow');
    case 'minute':
      return t('time.minutes', { count: r.count });
    case 'hour':
      return t('time.hours', { count: r.count });
    case 'day':
      return t('time.days', { count: r.count });
  }
}
