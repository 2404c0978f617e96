import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/**
 * Why a take holds less than its clock says, as the recorder saw it happen: the page was hidden
 * (the screen locked, or another app came forward), the browser froze the page, a camera or the
 * microphone stopped giving picture or sound (muted) or was taken away (ended), or the network
 * dropped (the footage was kept on the phone meanwhile, not sent live).
 */
export const GAP_CAUSES = ['hidden', 'frozen', 'track_muted', 'track_ended', 'offline'] as const;
export type GapCause = (typeof GAP_CAUSES)[number];

/** The gaps layer is a file of one JSON line per gap, each line one chunk of its own chain. */
export const GAP_LAYER_MIME_TYPE = 'application/x-ndjson';

/** Media seconds in tenths: what a person reads ("0:41"), and one spelling for each value. */
const TenthsSchema = z
  .number()
  .nonnegative()
  .max(24 * 60 * 60)
  .refine((value) => Math.round(value * 10) / 10 === value, 'must be in tenths of a second');

/** A time on the phone's clock as `Date.toISOString` writes it: UTC, milliseconds, one spelling. */
const PhoneTimeSchema = IsoDateTimeSchema.refine((text) => {
  const parsed = new Date(text);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === text;
}, 'must be written as toISOString writes it');

/** The two clocks may disagree by the tenths the take's time is rounded to, and no more. */
const CLOCKS_AGREE_SECONDS = 0.1 + 1e-9;

/**
 * One gap of a take, in the take's own time (seconds from when it began recording) and on the
 * phone's clock. `track` names the kind of track that was muted or ended, and only those causes
 * name one. Both clocks must tell the same gap: a reader of the times and a reader of the seconds
 * see one span (an outside tester's spreadsheet showed 99 years where the verifier showed 1 s).
 */
export const GapRecordSchema = z
  .object({
    version: z.literal(1),
    cause: z.enum(GAP_CAUSES),
    track: z.enum(['video', 'audio']).nullable(),
    fromSeconds: TenthsSchema,
    toSeconds: TenthsSchema,
    from: PhoneTimeSchema,
    to: PhoneTimeSchema,
  })
  .strict()
  .refine((gap) => gap.toSeconds >= gap.fromSeconds, 'a gap ends after it begins')
  .refine(
    (gap) => (gap.track !== null) === (gap.cause === 'track_muted' || gap.cause === 'track_ended'),
    'a track is named by a muted or ended track, and only by one',
  )
  .refine((gap) => {
    const onTheClock = (Date.parse(gap.to) - Date.parse(gap.from)) / 1000;
    return Math.abs(onTheClock - (gap.toSeconds - gap.fromSeconds)) <= CLOCKS_AGREE_SECONDS;
  }, 'the phone clock and the take time must tell the same span');
export type GapRecord = z.infer<typeof GapRecordSchema>;

/** Seconds as the record keeps them. */
export const gapSeconds = (seconds: number) => Math.max(0, Math.round(seconds * 10) / 10);

/**
 * The one way a gap is written: its fields in this order, one line. The server and the verifier
 * accept a chunk only when it is exactly this line, so a record cannot carry two readings.
 */
export function gapLine(gap: GapRecord): string {
  const { version, cause, track, fromSeconds, toSeconds, from, to } = gap;
  return `${JSON.stringify({ version, cause, track, fromSeconds, toSeconds, from, to })}\n`;
}

/** A gap chunk's record, or null when the bytes are not one gap line as gapLine writes it. */
export function parseGapLine(bytes: Uint8Array): GapRecord | null {
  let text: string;
  try {
    // A byte-order mark is kept, so a line that carries one differs from the line gapLine writes
    // (some JSON readers refuse it, others skip it: one reading only).
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
  if (!text.endsWith('\n') || text.indexOf('\n') !== text.length - 1) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = GapRecordSchema.safeParse(value);
  if (!parsed.success || gapLine(parsed.data) !== text) return null;
  return parsed.data;
}

/** No gap line is longer: the server refuses a gaps chunk above it. */
export const GAP_LINE_MAX_BYTES = 512;
/** No take has more gaps than this: a lock screen every few seconds for hours fits. */
export const GAP_LINES_MAX = 2_000;

/** A moment of a take as a person reads it: 41.3 -> "0:41", 3725 -> "1:02:05". */
export function takeClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** What a gap is called where it is shown (the verifier's codes, the receipt's words). */
export function gapKind(gap: Pick<GapRecord, 'cause' | 'track'>): GapKind {
  if (gap.cause === 'track_muted' || gap.cause === 'track_ended') {
    const device = gap.track === 'audio' ? 'microphone' : 'camera';
    return `${device}_${gap.cause === 'track_muted' ? 'muted' : 'ended'}`;
  }
  return gap.cause;
}
export type GapKind =
  | Exclude<GapCause, 'track_muted' | 'track_ended'>
  | `${'camera' | 'microphone'}_${'muted' | 'ended'}`;
