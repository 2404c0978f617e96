import { PlaceholderPage } from '../components/page';

export default function AlkebulanPage() {
  return <PlaceholderPage titleKey="pages.alkebulan" />;
}
