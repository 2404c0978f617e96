import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { WatchAlertView } from '../features/watch/components/WatchAlertView';
import { useWatchView } from '../features/watch/api/get-watch-view';
import { ApiError } from '../lib/api-client';
import { serverErrorText } from '../lib/server-error-text';

/**
 * Where a trusted contact's alert SMS leads: the alert live, no account, no position
 * asked for. The token rides in the address's fragment, so it never reaches a server log.
 */
export default function WatchPage() {
  const { t } = useTranslation();
  const token = window.location.hash.replace(/^#/, '');
  const view = useWatchView(token);

  let body;
  if (token.length === 0) {
    body = <p className="text-neutral-300">{t('watch.noToken')}</p>;
  } else if (view.data) {
    body = <WatchAlertView view={view.data} />;
  } else if (view.isError) {
    const final = view.error instanceof ApiError && view.error.status < 500;
    body = (
      <p role="alert" className="text-neutral-200">
        {final ? serverErrorText(view.error, t('watch.invalid')) : t('watch.unreachable')}
      </p>
    );
  } else {
    body = (
      <p role="status" className="text-neutral-400">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <Page title={t('watch.title')}>
      <p className="text-sm text-neutral-400">{t('watch.intro')}</p>
      {body}
    </Page>
  );
}
