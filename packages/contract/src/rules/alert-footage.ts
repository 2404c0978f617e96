/**
 * Which takes are an alert's footage. The recorder starts at the touch, before the alert has an
 * id, and a take learns its alert only when it is described at its end: until then, a take its
 * sender began from shortly before the alert was stored until it ended is the alert's.
 */
export const TAKE_BEFORE_ALERT_MS = 2 * 60 * 1000;

export function isAlertFootage(
  takeStartedMs: number,
  alert: { createdAtMs: number; endedAtMs: number | null },
): boolean {
  return (
    takeStartedMs >= alert.createdAtMs - TAKE_BEFORE_ALERT_MS &&
    (alert.endedAtMs === null || takeStartedMs <= alert.endedAtMs)
  );
}
