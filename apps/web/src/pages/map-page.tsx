import { PlaceholderPage } from '../components/page';

export default function MapPage() {
  return <PlaceholderPage titleKey="pages.map" />;
}
