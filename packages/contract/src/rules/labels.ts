import type { FeatureStatus } from '../schemas/features';

/** P2 §4 feature status labels; anything else is Planned. */
export function featureStatusLabel(status: FeatureStatus | string): string {
  switch (status) {
    case 'fully-functional':
      return 'Production Ready';
    case 'beta':
      return 'Beta Testing';
    case 'development':
      return 'In Development';
    default:
      return 'Planned';
  }
}
