import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { useEmergency } from '../features/alerts/emergency-store';
import { useVerificationStatus } from '../features/phone/api/get-verification-status';
import { AppSettings } from '../features/profile/components/AppSettings';
import { DeviceSettings } from '../features/profile/components/DeviceSettings';
import { ImpactStats } from '../features/profile/components/ImpactStats';
import { OliveBranchFriends } from '../features/profile/components/OliveBranchFriends';
import { ProfileCard } from '../features/profile/components/ProfileCard';
import { ProfileMenu } from '../features/profile/components/ProfileMenu';
import { VerificationBanner } from '../features/profile/components/VerificationBanner';
import { PushNotificationsSwitch } from '../features/push/components/PushNotificationsSwitch';
import { useTrustedContacts } from '../features/profile/api/get-trusted-contacts';
import { ReadinessCard } from '../features/readiness/components/ReadinessCard';
import { RecorderDefaultsCard } from '../features/recorder/components/RecorderDefaultsCard';
import { RecorderPinsCard } from '../features/recorder/components/RecorderPinsCard';
import { SpokenPhraseCard } from '../features/recorder/components/SpokenPhraseCard';
import { hasStopPin } from '../lib/stop-pin';
import { WatchZonesCard } from '../features/watch-zones/components/WatchZonesCard';

/** Spec P2 §2 /profile. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const status = useVerificationStatus();
  const isVerified = status.data?.isPhoneVerified === true;
  const emergency = useEmergency();
  const contacts = useTrustedContacts(isVerified);
  const confirmedContacts = isVerified
    ? (contacts.data?.contacts.filter((contact) => contact.consent === 'confirmed').length ?? null)
    : null;
  return (
    <Page title={t('pages.profile')}>
      <ProfileCard />
      {status.isPending ? (
        <p role="status" className="text-sm text-neutral-400">
          {t('common.loading')}
        </p>
      ) : (
        <VerificationBanner isVerified={isVerified} tier={status.data?.verificationTier ?? null} />
      )}
      <ReadinessCard account={{ isVerified, confirmedContacts, hasStopPin }} />
      <ImpactStats />
      <OliveBranchFriends canSync={isVerified} />
      <WatchZonesCard isVerified={isVerified} />
      <RecorderPinsCard />
      <RecorderDefaultsCard />
      <SpokenPhraseCard />
      <AppSettings pushSetting={<PushNotificationsSwitch />} />
      <ProfileMenu />
      <DeviceSettings isEmergencyActive={emergency !== null} />
    </Page>
  );
}
