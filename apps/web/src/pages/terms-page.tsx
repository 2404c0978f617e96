import { PlaceholderPage } from '../components/page';

export default function TermsPage() {
  return <PlaceholderPage titleKey="pages.terms" />;
}
