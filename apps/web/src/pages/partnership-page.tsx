import { PlaceholderPage } from '../components/page';

export default function PartnershipPage() {
  return <PlaceholderPage titleKey="pages.partnership" />;
}
