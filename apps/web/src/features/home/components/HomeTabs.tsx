import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TextList } from '../../../components/text-blocks';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

const linkClass =
  'mt-3 inline-flex min-h-11 items-center font-semibold text-red-300 underline underline-offset-4';

/**
 * P1 §2: Legal Rights; CA Laws (navigates to /california-laws); Community (coming soon);
 * Recordings (`recordings`, the recorder feature's list, handed in by the page).
 */
export function HomeTabs({ recordings }: { recordings: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState('rights');

  function onTabChange(value: string) {
    if (value === 'ca-laws') {
      void navigate('/california-laws');
      return;
    }
    setTab(value);
  }

  return (
    <section aria-label={t('site.home.tabsLabel')}>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList>
          <TabsTrigger value="rights">{t('site.home.tabs.rights')}</TabsTrigger>
          <TabsTrigger value="ca-laws">{t('site.home.tabs.caLaws')}</TabsTrigger>
          <TabsTrigger value="community">{t('site.home.tabs.community')}</TabsTrigger>
          <TabsTrigger value="recordings">{t('site.home.tabs.recordings')}</TabsTrigger>
        </TabsList>
        <TabsContent
          value="rights"
          className="rounded-xl border border-neutral-800 bg-neutral-900 p-4"
        >
          <TextList textKey="site.home.rightsPoints" />
          <Link to="/constitutional-rights" className={linkClass}>
            {t('site.home.rightsMore')}
          </Link>
        </TabsContent>
        <TabsContent
          value="ca-laws"
          className="rounded-xl border border-neutral-800 bg-neutral-900 p-4"
        >
          <p className="text-neutral-300">{t('site.home.caLawsText')}</p>
          <Link to="/california-laws" className={linkClass}>
            {t('site.home.caLawsOpen')}
          </Link>
        </TabsContent>
        <TabsContent
          value="community"
          className="rounded-xl border border-neutral-800 bg-neutral-900 p-4"
        >
          <p className="font-bold text-amber-200">{t('site.home.communityComingSoon')}</p>
          <p className="mt-1 text-neutral-300">{t('site.home.communityText')}</p>
        </TabsContent>
        <TabsContent value="recordings">{recordings}</TabsContent>
      </Tabs>
    </section>
  );
}
