import { PlaceholderPage } from '../components/page';

export default function OfficersPage() {
  return <PlaceholderPage titleKey="pages.officers" />;
}
