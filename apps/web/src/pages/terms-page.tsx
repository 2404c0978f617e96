import { PolicyDocument } from '../components/policy-document';

export default function TermsPage() {
  return <PolicyDocument titleKey="pages.terms" textKey="site.terms" />;
}
