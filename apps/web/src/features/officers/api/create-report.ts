import {
  type CreateOfficerReportBody,
  type OfficerReport,
  OfficerReportSchema,
} from '@redzone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { officerKeys } from './search-officers';

export interface CreateReportInput {
  officerId: string;
  body: CreateOfficerReportBody;
}

/** P2 §7 POST /api/officers/{id}/reports; a non-OK status is an error. */
export const createReport = ({ officerId, body }: CreateReportInput): Promise<OfficerReport> =>
  apiRequest(`/api/officers/${encodeURIComponent(officerId)}/reports`, {
    method: 'POST',
    body,
    schema: OfficerReportSchema,
  });

/** The grade, the counts and every list that shows them change with a report. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officerKeys.all }),
  });
}
