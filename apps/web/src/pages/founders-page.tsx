import { PlaceholderPage } from '../components/page';

export default function FoundersPage() {
  return <PlaceholderPage titleKey="pages.founders" />;
}
