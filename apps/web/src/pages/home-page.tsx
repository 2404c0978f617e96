import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterStart } from '../components/after-start';
import { LoadBoundary } from '../components/load-boundary';
import { Page } from '../components/page';
import { EmergencyControl } from '../features/alerts/components/EmergencyControl';
import { ProfileStatus } from '../features/home/components/ProfileStatus';
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
import { hasStopPin } from '../lib/stop-pin';
import { useRecorderStatus, useStoppedOnPurpose } from '../features/recorder/recorder-status';
import { importWithRetry } from '../lib/import-with-retry';
import { useSession } from '../lib/session';
import { withPageTexts } from '../i18n';

// Below the fold on a phone: loaded once the button is on screen (lib/after-start).
const HomeBelowFold = lazy(() => importWithRetry(() => import('./home-below-fold')));
// What is left to get ready, under the button: it reads permissions and the contact list, so it
// waits for the start too, with the page texts it needs.
const HomeReadiness = lazy(withPageTexts(() => importWithRetry(() => import('./home-readiness'))));

const noop = () => undefined;

export default function HomePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const videoPath = useHomepageVideoPath();
  const recorderStatus = useRecorderStatus();
  const stoppedOnPurpose = useStoppedOnPurpose();
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
          status: { ...recorderStatus, stoppedOnPurpose },
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
      <AfterStart>
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <HomeReadiness />
          </Suspense>
        </LoadBoundary>
      </AfterStart>
      <p className="text-neutral-300">{t('site.home.intro')}</p>
      <MarketingVideo src={videoPath} label={t('site.home.videoLabel')} />
      <AfterStart>
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <HomeBelowFold />
          </Suspense>
        </LoadBoundary>
      </AfterStart>
    </Page>
  );
}
