import { PlaceholderPage } from '../components/page';

export default function VerifyPhonePage() {
  return <PlaceholderPage titleKey="pages.verifyPhone" />;
}
