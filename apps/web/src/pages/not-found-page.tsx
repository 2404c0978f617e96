import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { buttonVariants } from '../components/ui/button';

/** Spec P2 §2: any other path shows a page titled "404 Page Not Found". */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p className="text-neutral-300">{t('notFound.body')}</p>
      <Link to="/" className={buttonVariants()}>
        {t('notFound.home')}
      </Link>
    </Page>
  );
}
