import { PlaceholderPage } from '../components/page';

export default function LawOfficePage() {
  return <PlaceholderPage titleKey="pages.lawOffice" />;
}
