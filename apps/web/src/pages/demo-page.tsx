import { PlaceholderPage } from '../components/page';

export default function DemoPage() {
  return <PlaceholderPage titleKey="pages.demo" />;
}
