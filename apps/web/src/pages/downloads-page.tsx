import { PlaceholderPage } from '../components/page';

export default function DownloadsPage() {
  return <PlaceholderPage titleKey="pages.downloads" />;
}
