import { type InteractionType, OFFICER_RANKS } from '@redzone/contract';
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../lib/intl-format';

/** A stored rank in the active language; a rank outside the list is shown as stored. */
export function rankLabel(t: TFunction, rank: string): string {
  return (OFFICER_RANKS as readonly string[]).includes(rank) ? t(`officers.ranks.${rank}`) : rank;
}

export function interactionLabel(t: TFunction, type: InteractionType): string {
  return t(`officers.interactions.${type}`);
}

/** An incident's calendar date, as written (no time zone moves it to another day). */
export function incidentDateText(date: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Today's date where the person is, YYYY-MM-DD: the latest incident date the form offers. */
export function localToday(now: Date = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}
