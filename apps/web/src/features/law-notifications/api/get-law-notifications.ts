import {
  LAW_NOTIFICATIONS_REFETCH_MS,
  LAW_NOTIFICATIONS_WINDOW_MONTHS,
  type LawNotificationsResponse,
  LawNotificationsResponseSchema,
} from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export interface LawNotificationsFilter {
  /** USPS code of a state or DC. */
  state: string;
  /** How many months back; the server's default is the spec's 6. */
  months: number;
}

/**
 * P2 §7: the state code is part of the query key; so is the language, since the server answers
 * in the one the app asks for, and a switch must not show the other's cached texts.
 */
export const lawNotificationKeys = {
  all: ['/api/law-notifications'] as const,
  list: ({ state, months }: LawNotificationsFilter, language: string) =>
    [...lawNotificationKeys.all, state, { months, language }] as const,
};

/** P2 §7 GET /api/law-notifications for one state, widened by `months` when asked. */
export function getLawNotifications(
  { state, months }: LawNotificationsFilter,
  signal?: AbortSignal,
): Promise<LawNotificationsResponse> {
  const query = new URLSearchParams({ state });
  if (months !== LAW_NOTIFICATIONS_WINDOW_MONTHS) query.set('months', String(months));
  return apiRequest(`/api/law-notifications?${query}`, {
    schema: LawNotificationsResponseSchema,
    signal,
  });
}

/**
 * P2 §7 and §9: refetched about every 90 days even while the tab is in the background, and
 * never fresh, so opening the page again asks again. The 90-day timer works because of
 * lib/long-timeouts.ts.
 */
export const lawNotificationsQueryOptions = (filter: LawNotificationsFilter, language: string) =>
  queryOptions({
    queryKey: lawNotificationKeys.list(filter, language),
    queryFn: ({ signal }) => getLawNotifications(filter, signal),
    staleTime: 0,
    refetchInterval: LAW_NOTIFICATIONS_REFETCH_MS,
    refetchIntervalInBackground: true,
  });

export function useLawNotifications(filter: LawNotificationsFilter) {
  const { i18n } = useTranslation();
  return useQuery(lawNotificationsQueryOptions(filter, i18n.resolvedLanguage ?? 'en'));
}
