import { PlaceholderPage } from '../components/page';

export default function ConstitutionalRightsPage() {
  return <PlaceholderPage titleKey="pages.constitutionalRights" />;
}
