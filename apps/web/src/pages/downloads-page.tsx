import { Smartphone, TabletSmartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardTitle } from '../components/ui/card';
import { InstallHelpDialog } from '../features/install/components/InstallHelpDialog';
import { WebAppInstallCard } from '../features/install/components/WebAppInstallCard';

const NATIVE: { key: 'ios' | 'android'; Icon: LucideIcon }[] = [
  { key: 'ios', Icon: Smartphone },
  { key: 'android', Icon: TabletSmartphone },
];
const ROADMAP = ['web', 'ios', 'android', 'wearables'] as const;

export default function DownloadsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.downloads')}>
      <p className="text-neutral-300">{t('site.downloads.intro')}</p>
      <WebAppInstallCard />
      {NATIVE.map(({ key, Icon }) => (
        <Card key={key} aria-labelledby={`downloads-${key}`}>
          <div className="flex items-center gap-3">
            <Icon className="size-7 text-neutral-400" aria-hidden />
            <CardTitle id={`downloads-${key}`} className="flex-1">
              {t(`site.downloads.${key}Title`)}
            </CardTitle>
            <Badge className="bg-neutral-700 px-2">{t('site.downloads.comingSoon')}</Badge>
          </div>
          <p className="mt-2 text-neutral-300">{t('site.downloads.nativeText')}</p>
          <Button className="mt-3" variant="secondary" disabled>
            {t('site.downloads.comingSoon')}
          </Button>
        </Card>
      ))}
      <Card aria-labelledby="downloads-roadmap">
        <CardTitle id="downloads-roadmap">{t('site.downloads.roadmapTitle')}</CardTitle>
        <dl className="mt-2 divide-y divide-neutral-800">
          {ROADMAP.map((item) => (
            <div key={item} className="flex justify-between gap-3 py-2">
              <dt className="text-neutral-200">{t(`site.downloads.roadmap.${item}`)}</dt>
              <dd className={item === 'web' ? 'font-bold text-emerald-300' : 'text-neutral-300'}>
                {t(`site.downloads.roadmap.${item}When`)}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <InstallHelpDialog />
    </Page>
  );
}
