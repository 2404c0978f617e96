import {
  type ContactsAlertBody,
  type ContactsAlertResponse,
  ContactsAlertResponseSchema,
} from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/** With no position, the trusted contacts alone are texted (verified phone). */
export const alertContactsOnly = (body: ContactsAlertBody): Promise<ContactsAlertResponse> =>
  apiRequest('/api/alerts/contacts', {
    method: 'POST',
    body,
    schema: ContactsAlertResponseSchema,
  });
