import { z } from 'zod';
import { IsoDateTimeSchema, Sha256HexSchema } from './common';

/** What was done with a recording's footage. */
export const CUSTODY_ACTIONS = ['view', 'download', 'export', 'report'] as const;
export type CustodyAction = (typeof CUSTODY_ACTIONS)[number];

/**
 * One entry of a recording's custody log. `actor` is `owner:<tag>` (a tag of the owner's identity,
 * the same for every entry of one identity, not the identity itself) or `report:<report id>`.
 */
export const CustodyEntrySchema = z.object({
  seq: z.number().int().nonnegative(),
  at: IsoDateTimeSchema,
  actor: z.string(),
  action: z.enum(CUSTODY_ACTIONS),
  detail: z.string(),
  prevHash: Sha256HexSchema,
  entryHash: Sha256HexSchema,
});
export type CustodyEntry = z.infer<typeof CustodyEntrySchema>;

/** GET /api/recordings/{id}/custody-log, and custody-log.json in an evidence bundle. */
export const CustodyLogSchema = z.object({
  recordingId: z.string(),
  entries: z.array(CustodyEntrySchema),
});
export type CustodyLog = z.infer<typeof CustodyLogSchema>;
