import { PlaceholderPage } from '../components/page';

export default function LawNotificationsPage() {
  return <PlaceholderPage titleKey="pages.lawNotifications" />;
}
