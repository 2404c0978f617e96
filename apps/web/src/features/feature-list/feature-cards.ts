import type { FeatureStatus } from '@redzone/contract';

/**
 * The eight features of /features (P2 §2, §9) and their real status today. A status changes here
 * when the feature does; the readiness summary is computed from this list. Nothing
 * unfinished is called Production Ready. Observers count only while their app is open;
 * pushes reach iPhones only from the Home Screen and were never tried in the field; agency reports
 * prepare a complaint the person files, no agency receives anything from us.
 */
export const FEATURE_CARDS: readonly { id: string; status: FeatureStatus }[] = [
  { id: 'emergency-alert', status: 'fully-functional' },
  { id: 'evidence-recording', status: 'fully-functional' },
  { id: 'community-observers', status: 'beta' },
  { id: 'push-alerts', status: 'beta' },
  { id: 'olive-branch', status: 'fully-functional' },
  { id: 'officials-report-card', status: 'fully-functional' },
  { id: 'agency-reports', status: 'beta' },
  { id: 'phone-verification', status: 'fully-functional' },
];

/** How many features are production ready (fully functional) out of all listed. */
export function readinessSummary(cards: readonly { status: string }[]): {
  ready: number;
  total: number;
} {
  return {
    ready: cards.filter((card) => card.status === 'fully-functional').length,
    total: cards.length,
  };
}

/** The translation key of a status's label; anything unknown is Planned (P2 §4). */
export function featureStatusKey(status: string): FeatureStatus {
  return status === 'fully-functional' || status === 'beta' || status === 'development'
    ? status
    : 'planned';
}
