import { useTranslation } from 'react-i18next';
import { NotBuiltNotice, Page } from '../components/page';
import { EmergencyControl } from '../features/alerts/components/EmergencyControl';
import { useProfile } from '../features/profile/profile-store';

export default function HomePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Page title={t('pages.home')}>
      <p className="text-neutral-300">{t('pages.homeIntro')}</p>
      <EmergencyControl friends={profile.oliveBranchFriends} />
      <NotBuiltNotice />
    </Page>
  );
}
