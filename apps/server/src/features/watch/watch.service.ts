import {
  type Alert,
  isAlertFootage,
  type RecordingDetails,
  WATCH_LINK_AFTER_END_MS,
  type WatchView,
} from '@redzone/contract';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { WatchLinks } from './watch-links';

/** What the watch link needs from the alerts and recordings features (composed in app.ts). */
export interface WatchDeps {
  links: Pick<WatchLinks, 'open'>;
  clock: () => Date;
  /** Whether the number is still a confirmed contact of the sender: only they see a duress. */
  isConfirmedContact(senderId: string, phoneHash: string): Promise<boolean>;
  alertOf(alertId: string): Promise<{
    alert: Alert;
    senderId: string;
    endedAt: Date | null;
    isDuress: boolean;
  } | null>;
  recordingsOf(senderId: string): Promise<RecordingDetails[]>;
}

export interface WatchService {
  view(token: string): Promise<WatchView>;
  /** The owner and recording a watch link may play: the alert's own, nothing else. */
  playable(token: string, recordingId: string): Promise<{ senderId: string; alertId: string }>;
}

/** The alert's footage: what names it, or what began around it (isAlertFootage). */
function belongsTo(
  recording: RecordingDetails,
  alert: { alertId: string; createdAt: string; endedAt: Date | null },
): boolean {
  if (recording.alertId !== null) return recording.alertId === alert.alertId;
  return isAlertFootage(Date.parse(recording.createdAt), {
    createdAtMs: Date.parse(alert.createdAt),
    endedAtMs: alert.endedAt?.getTime() ?? null,
  });
}

function invalid(): AppError {
  return new AppError(
    HTTP_STATUS.notFound,
    'watch_link_invalid',
    'This link is not valid. Check that the whole link from the text message was opened.',
  );
}

function expired(): AppError {
  return new AppError(
    HTTP_STATUS.gone,
    'watch_link_expired',
    'This alert has ended, so its link no longer works. If you are worried, call them or 911.',
  );
}

/**
 * A trusted contact watches an alert live from the link in their SMS, with no account and no
 * position asked for. The link works while the alert is active and WATCH_LINK_AFTER_END_MS after.
 */
export function createWatchService(deps: WatchDeps): WatchService {
  async function open(token: string) {
    const link = await deps.links.open(token);
    if (link === null) throw invalid();
    const { alertId, contactPhoneHash } = link;
    const found = await deps.alertOf(alertId);
    if (found === null) throw invalid();
    const validUntil =
      found.endedAt === null ? null : new Date(found.endedAt.getTime() + WATCH_LINK_AFTER_END_MS);
    if (validUntil !== null && validUntil <= deps.clock()) throw expired();
    return { ...found, alertId, contactPhoneHash, validUntil };
  }

  return {
    async view(token) {
      const { alert, senderId, endedAt, alertId, validUntil, contactPhoneHash, isDuress } =
        await open(token);
      // A link forwarded on, or a contact no longer confirmed, does not learn of a duress.
      const showsDuress = isDuress && (await deps.isConfirmedContact(senderId, contactPhoneHash));
      const scope = { alertId, createdAt: alert.createdAt, endedAt };
      const recordings = (await deps.recordingsOf(senderId)).filter((r) => belongsTo(r, scope));
      return {
        alert: {
          location: alert.location,
          latitude: alert.latitude,
          longitude: alert.longitude,
          status: alert.status,
          createdAt: alert.createdAt,
          endedAt: endedAt?.toISOString() ?? null,
          observersCount: alert.observersCount,
          isDuress: showsDuress,
        },
        recordings: recordings.map((recording) => {
          const evidence = recording.layers.find((layer) => layer.name === 'evidence');
          return {
            id: recording.id,
            createdAt: recording.createdAt,
            evidence: evidence
              ? {
                  url: `/api/watch/${encodeURIComponent(token)}/recordings/${recording.id}/evidence`,
                  complete: evidence.complete,
                  securedUntilSeconds: evidence.securedUntilSeconds ?? 0,
                }
              : null,
          };
        }),
        validUntil: validUntil?.toISOString() ?? null,
      };
    },

    async playable(token, recordingId) {
      const { senderId, alertId, alert, endedAt } = await open(token);
      const scope = { alertId, createdAt: alert.createdAt, endedAt };
      const recordings = await deps.recordingsOf(senderId);
      if (!recordings.some((r) => r.id === recordingId && belongsTo(r, scope))) throw invalid();
      return { senderId, alertId };
    },
  };
}
