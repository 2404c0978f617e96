import { PlaceholderPage } from '../components/page';

export default function HowItWorksPage() {
  return <PlaceholderPage titleKey="pages.howItWorks" />;
}
