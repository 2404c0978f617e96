import { PlaceholderPage } from '../components/page';

export default function FeaturesPage() {
  return <PlaceholderPage titleKey="pages.features" />;
}
