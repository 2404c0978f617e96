import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './page';
import { TextSections } from './text-blocks';
import { Button } from './ui/button';

/** P2 §2: a static policy with its dates, every section, and a back-to-app button to /. */
export function PolicyDocument({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <Button asChild variant="outline">
        <Link to="/">
          <ArrowLeft aria-hidden />
          {t('site.policy.backToApp')}
        </Link>
      </Button>
      <div className="text-sm text-neutral-400">
        <p>{t('site.policy.effective')}</p>
        <p>{t('site.policy.updated')}</p>
      </div>
      <p className="text-neutral-300">{t(`${textKey}.intro`)}</p>
      <TextSections textKey={`${textKey}.sections`} />
    </Page>
  );
}
