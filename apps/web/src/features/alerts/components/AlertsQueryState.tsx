import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useOnline } from '../../../lib/use-online';

/**
 * The loading and error states of an alerts list; its content once there is data. A failed
 * refresh keeps the alerts already shown and says they could not be refreshed.
 */
export function AlertsQueryState({
  query,
  children,
}: {
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  // Offline there is nothing to show yet: a fetch started offline is paused, and one that failed
  // there is fetched again when the network returns (retryFailedQueriesWhenOnline).
  const isWaitingForNetwork =
    query.data === undefined && (!online || query.fetchStatus === 'paused');
  if (isWaitingForNetwork && (query.isPending || query.isError)) {
    return (
      <p role="status" className="text-neutral-400">
        {t('alert.offline')}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="text-neutral-400">
        {t('common.loading')}
      </p>
    );
  }
  const retry = (
    <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
      {t('common.retry')}
    </Button>
  );
  if (query.isError && query.data === undefined) {
    return (
      <Card role="alert" className="space-y-3 border-red-600">
        <p>{t('alert.loadFailed')}</p>
        {retry}
      </Card>
    );
  }
  return (
    <>
      {query.isError ? (
        <p role="status" className="flex items-center justify-between gap-2 text-sm text-amber-200">
          {t('alert.refreshFailed')}
          {retry}
        </p>
      ) : null}
      {children}
    </>
  );
}
