import { ReverseGeocodedAddressSchema } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLastPosition } from '../../../lib/position-store';

// ~110 m: the line need not follow every step, and a rounded point is cached better.
const round = (value: number) => Math.round(value * 1000) / 1000;

const currentAddressQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: ['current-address', latitude, longitude] as const,
    queryFn: () =>
      apiRequest(`/api/geocode/reverse?latitude=${latitude}&longitude=${longitude}`, {
        schema: ReverseGeocodedAddressSchema,
      }),
    staleTime: Infinity,
  });

/**
 * The address of the position the app already knows, or null. Home never asks for the position
 * itself: the prompt belongs to the features that need it (docs/decisions/009).
 */
export function useCurrentAddress(): string | null {
  const position = useLastPosition();
  const latitude = round(position?.latitude ?? 0);
  const longitude = round(position?.longitude ?? 0);
  const { data } = useQuery({
    ...currentAddressQueryOptions(latitude, longitude),
    enabled: position !== null,
  });
  return position && data?.formatted ? data.formatted : null;
}
