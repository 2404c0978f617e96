import { PlaceholderPage } from '../components/page';

export default function ProfilePage() {
  return <PlaceholderPage titleKey="pages.profile" />;
}
