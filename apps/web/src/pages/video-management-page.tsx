import { PlaceholderPage } from '../components/page';

export default function VideoManagementPage() {
  return <PlaceholderPage titleKey="pages.videoManagement" />;
}
