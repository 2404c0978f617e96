import { type Officer, OFFICER_SEARCH_PAGE_SIZE } from '@redzone/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { serverErrorText } from '../../../lib/server-error-text';
import { OfficerCard } from './OfficerCard';

const SKELETON_CARDS = 6;

/**
 * P2 §4 officer search states: loading, the grid (1, 2 or 3 columns by width), empty with
 * "Create Officer Profile", and an error that can be retried.
 */
export function OfficerResults({
  query,
  onSelect,
  onCreate,
}: {
  query: UseQueryResult<Officer[]>;
  onSelect: (officer: Officer) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('officers.loading')}
        </p>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li
              key={i}
              className="h-32 animate-pulse rounded-xl border border-neutral-800 bg-neutral-900"
            />
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="border-red-500/50 bg-red-950/40">
        <p className="font-semibold text-red-100">{t('officers.loadFailed')}</p>
        <p className="mt-1 text-sm text-red-200/80">
          {serverErrorText(query.error, t('officers.loadFailedDetail'))}
        </p>
        <Button className="mt-3" variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Card>
    );
  }
  const officers = query.data;
  if (officers.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <SearchX className="size-10 text-neutral-500" aria-hidden />
        <p role="status" className="font-semibold text-neutral-100">
          {t('officers.empty')}
        </p>
        <Button onClick={onCreate}>
          <UserPlus aria-hidden />
          {t('officers.createProfile')}
        </Button>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-neutral-400">
        {officers.length >= OFFICER_SEARCH_PAGE_SIZE
          ? t('officers.manyResults', { count: officers.length })
          : t('officers.resultCount', { count: officers.length })}
      </p>
      <ul
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t('officers.resultsLabel')}
        aria-busy={query.isFetching}
      >
        {officers.map((officer) => (
          <li key={officer.id}>
            <OfficerCard officer={officer} onSelect={() => onSelect(officer)} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 pt-2 text-center sm:flex-row sm:justify-center">
        <p className="text-sm text-neutral-400">{t('officers.notListed')}</p>
        <Button variant="outline" size="sm" onClick={onCreate}>
          <UserPlus aria-hidden />
          {t('officers.createProfile')}
        </Button>
      </div>
    </div>
  );
}
