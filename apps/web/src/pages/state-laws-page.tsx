import { PlaceholderPage } from '../components/page';

export default function StateLawsPage() {
  return <PlaceholderPage titleKey="pages.stateLaws" />;
}
