import { PlaceholderPage } from '../components/page';

export default function PrivacyPage() {
  return <PlaceholderPage titleKey="pages.privacy" />;
}
