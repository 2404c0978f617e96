import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { Button } from '../components/ui/button';
import { Card, CardTitle } from '../components/ui/card';
import { FeatureCardItem } from '../features/feature-list/components/FeatureCardItem';
import { FEATURE_CARDS, readinessSummary } from '../features/feature-list/feature-cards';

const SHORTCUTS = [
  { to: '/law-office', key: 'goLawOffice' },
  { to: '/officers', key: 'goOfficers' },
  { to: '/alerts', key: 'goAlerts' },
  { to: '/', key: 'goHome' },
] as const;

export default function FeaturesPage() {
  const { t } = useTranslation();
  const summary = readinessSummary(FEATURE_CARDS);
  return (
    <Page title={t('pages.features')} wide>
      <p className="text-neutral-300">{t('site.features.intro')}</p>
      <Card aria-labelledby="features-readiness">
        <CardTitle id="features-readiness">{t('site.features.readiness')}</CardTitle>
        <p className="mt-1 text-2xl font-extrabold text-emerald-300">
          {t('site.features.readinessSummary', summary)}
        </p>
      </Card>
      <ul className="grid gap-3 md:grid-cols-2">
        {FEATURE_CARDS.map((card) => (
          <FeatureCardItem key={card.id} id={card.id} status={card.status} />
        ))}
      </ul>
      <nav
        aria-label={t('site.features.shortcuts')}
        className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      >
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.to} asChild variant="secondary">
            <Link to={shortcut.to}>{t(`site.features.${shortcut.key}`)}</Link>
          </Button>
        ))}
      </nav>
    </Page>
  );
}
