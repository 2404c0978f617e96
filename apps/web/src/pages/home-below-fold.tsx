import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPaint } from '../components/after-paint';
import { NearbyAlerts } from '../features/alerts/components/NearbyAlerts';
import { HomeFooter, HomeLinks } from '../features/home/components/HomeLinks';
import { HomeTabs } from '../features/home/components/HomeTabs';
import { HomeTiles } from '../features/home/components/HomeTiles';
import { InstallAppButton } from '../features/install/components/InstallAppButton';
import { openRecorder } from '../features/recorder/recorder-overlay-store';

const HomeRecordings = lazy(() => import('./home-recordings'));

/**
 * What Home shows under its button and video, below the fold on a phone: its own chunk, loaded
 * once the button is on screen (home-page.tsx), each section then drawn in a frame of its own.
 */
export default function HomeBelowFold() {
  const { t } = useTranslation();
  return (
    <>
      <AfterPaint>
        <HomeTiles onRecord={openRecorder} />
      </AfterPaint>
      <AfterPaint>
        <NearbyAlerts />
      </AfterPaint>
      <AfterPaint>
        <HomeTabs
          recordings={
            <section aria-labelledby="home-recordings" className="space-y-3">
              <h2 id="home-recordings" className="text-lg font-bold">
                {t('recordings.title')}
              </h2>
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-neutral-400">
                    {t('common.loading')}
                  </p>
                }
              >
                <HomeRecordings />
              </Suspense>
            </section>
          }
        />
      </AfterPaint>
      <AfterPaint>
        <HomeLinks install={<InstallAppButton />} />
        <HomeFooter />
      </AfterPaint>
    </>
  );
}
