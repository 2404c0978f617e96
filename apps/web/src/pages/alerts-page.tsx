import { PlaceholderPage } from '../components/page';

export default function AlertsPage() {
  return <PlaceholderPage titleKey="pages.alerts" />;
}
