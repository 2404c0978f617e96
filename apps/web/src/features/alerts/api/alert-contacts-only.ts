import {
  type ContactsAlertBody,
  type ContactsAlertResponse,
  ContactsAlertResponseSchema,
} from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/** Issue 31: with no position, the trusted contacts alone are texted (verified phone). */
export const alertContactsOnly = (body: ContactsAlertBody): Promise<ContactsAlertResponse> =>
  apiRequest('/api/alerts/contacts', {
    method: 'POST',
    body,
    schema: ContactsAlertResponseSchema,
  });
