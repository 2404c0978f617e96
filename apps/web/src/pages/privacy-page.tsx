import { PolicyDocument } from '../components/policy-document';

export default function PrivacyPage() {
  return <PolicyDocument titleKey="pages.privacy" textKey="site.privacy" />;
}
