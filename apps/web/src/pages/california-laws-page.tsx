import { PlaceholderPage } from '../components/page';

export default function CaliforniaLawsPage() {
  return <PlaceholderPage titleKey="pages.californiaLaws" />;
}
