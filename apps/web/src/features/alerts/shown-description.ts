import type { TFunction } from 'i18next';

/**
 * The description the app writes for an alert when its sender typed none, in each language it
 * speaks (alert.defaultDescription): an observer reads it in their own language, whatever the
 * sender's. Anything a person typed is shown as they typed it.
 */
export const STOCK_DESCRIPTIONS: readonly string[] = [
  'Emergency: police encounter in progress. Recording.',
  'Emergencia: encuentro con la policía en curso. Grabando.',
];

export function shownDescription(description: string, t: TFunction): string {
  return STOCK_DESCRIPTIONS.includes(description.trim())
    ? t('alert.defaultDescription')
    : description;
}
