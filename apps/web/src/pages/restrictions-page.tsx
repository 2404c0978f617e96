import { PlaceholderPage } from '../components/page';

export default function RestrictionsPage() {
  return <PlaceholderPage titleKey="pages.restrictions" />;
}
