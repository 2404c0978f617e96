import {
  type Alert,
  type RecordingDetails,
  WATCH_LINK_AFTER_END_MS,
  type WatchView,
} from '@redzone/contract';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { WatchTokens } from './watch-token';

/** What the watch link needs from the alerts and recordings features (composed in app.ts). */
export interface WatchDeps {
  tokens: WatchTokens;
  clock: () => Date;
  alertOf(
    alertId: string,
  ): Promise<{ alert: Alert; senderId: string; endedAt: Date | null } | null>;
  recordingsOf(senderId: string): Promise<RecordingDetails[]>;
}

export interface WatchService {
  view(token: string): Promise<WatchView>;
  /** The owner and recording a watch link may play: the alert's own, nothing else. */
  playable(token: string, recordingId: string): Promise<{ senderId: string; alertId: string }>;
}

/**
 * The recorder starts at the touch, before the alert has an id (issue 31), and a recording learns
 * its alert only when it is described at the end. So the alert's footage is what it names, or what
 * its sender began from shortly before the alert was stored until it ended.
 */
const STARTED_BEFORE_ALERT_MS = 2 * 60 * 1000;

function belongsTo(
  recording: RecordingDetails,
  alert: { alertId: string; createdAt: string; endedAt: Date | null },
): boolean {
  if (recording.alertId !== null) return recording.alertId === alert.alertId;
  const started = Date.parse(recording.createdAt);
  const from = Date.parse(alert.createdAt) - STARTED_BEFORE_ALERT_MS;
  return started >= from && (alert.endedAt === null || started <= alert.endedAt.getTime());
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
    'This alert ended more than 24 hours ago, so its link no longer works. If you are worried, call them or 911.',
  );
}

/**
 * Issue 27: a trusted contact watches an alert live from the link in their SMS, with no account
 * and no position asked for. The link works while the alert is active and 24 h after it ended.
 */
export function createWatchService(deps: WatchDeps): WatchService {
  async function open(token: string) {
    const alertId = deps.tokens.alertIdOf(token);
    if (alertId === null) throw invalid();
    const found = await deps.alertOf(alertId);
    if (found === null) throw invalid();
    const validUntil =
      found.endedAt === null ? null : new Date(found.endedAt.getTime() + WATCH_LINK_AFTER_END_MS);
    if (validUntil !== null && validUntil <= deps.clock()) throw expired();
    return { ...found, alertId, validUntil };
  }

  return {
    async view(token) {
      const { alert, senderId, endedAt, alertId, validUntil } = await open(token);
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
          isDuress: alert.isDuress,
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
