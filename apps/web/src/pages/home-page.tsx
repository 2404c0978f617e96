import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPaint } from '../components/after-paint';
import { Page } from '../components/page';
import { EmergencyControl } from '../features/alerts/components/EmergencyControl';
import { NearbyAlerts } from '../features/alerts/components/NearbyAlerts';
import { HomeFooter, HomeLinks } from '../features/home/components/HomeLinks';
import { HomeTabs } from '../features/home/components/HomeTabs';
import { HomeTiles } from '../features/home/components/HomeTiles';
import { ProfileStatus } from '../features/home/components/ProfileStatus';
import { InstallAppButton } from '../features/install/components/InstallAppButton';
import { useHomepageVideoPath } from '../features/marketing-video/api/get-homepage-video';
import { MarketingVideo } from '../features/marketing-video/components/MarketingVideo';
import { useProfile } from '../features/profile/profile-store';
import { VerificationCard } from '../features/phone/components/VerificationCard';
import { OpenRecorderButton } from '../features/recorder/components/OpenRecorderButton';
import {
  prewarmCameras,
  releasePrewarmedCameras,
  startRecording,
} from '../features/recorder/recorder-actions';
import { EndEmergencyPin } from '../app/EndEmergencyPin';
import { openRecorder } from '../features/recorder/recorder-overlay-store';
import { hasStopPin } from '../features/recorder/recorder-pins';
import { useRecorderStatus } from '../features/recorder/recorder-status';
import { useSession } from '../lib/session';

const HomeRecordings = lazy(() => import('./home-recordings'));

const noop = () => undefined;

export default function HomePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const videoPath = useHomepageVideoPath();
  const recorderStatus = useRecorderStatus();
  const isPhoneVerified = useSession().data?.isPhoneVerified === true;
  return (
    <Page title={t('pages.home')}>
      {/* The button comes before the video: on a phone it must be on screen at once (P1 §2
          lists the video first; docs/decisions/009). */}
      <ProfileStatus name={profile.name} photo={profile.image} />
      <EmergencyControl
        friends={profile.oliveBranchFriends}
        isPhoneVerified={isPhoneVerified}
        recorder={{
          status: recorderStatus,
          start: () => {
            startRecording();
            openRecorder();
          },
          prewarm: prewarmCameras,
          cancelPrewarm: releasePrewarmedCameras,
          openAction: <OpenRecorderButton />,
        }}
        // Verifying here keeps the recording going; the alert goes out once it is done.
        verify={<VerificationCard onVerified={noop} />}
        endGuard={hasStopPin() ? (props) => <EndEmergencyPin {...props} /> : undefined}
      />
      <p className="text-neutral-300">{t('site.home.intro')}</p>
      <MarketingVideo src={videoPath} label={t('site.home.videoLabel')} />
      {/* Below the fold on a phone: each drawn in a frame of its own after the above. */}
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
    </Page>
  );
}
