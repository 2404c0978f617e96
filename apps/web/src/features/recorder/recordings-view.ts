import type { RecordingDetails, RecordingReceipt } from '@redzone/contract';
import type { LocalRecording } from './evidence/evidence-store';
import type { Secured } from './secured-words';

/**
 * Where a recording's footage is: `sealed` (the server holds all of it, with a receipt),
 * `recording` (a recorder is still adding to it), `onDevice` (finished here, partly or not yet
 * on the server), `incomplete` (the server holds part of it and this device has no more).
 */
export type RecordingState =
  | { kind: 'sealed' }
  | { kind: 'recording'; recorded: number }
  | { kind: 'onDevice'; sent: number; recorded: number }
  | { kind: 'incomplete'; held: number };

/** One line of the Recordings list, from the server's record, the device's, or both. */
export interface RecordingRow {
  id: string;
  createdAt: string;
  /** Seconds; null until the recorder has said (it says when it stops). */
  duration: number | null;
  cameraType: RecordingDetails['cameraType'] | null;
  title: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  receipt: RecordingReceipt | null;
  expiresAt: string | null;
  keptBecause: RecordingDetails['keptBecause'];
  isOnServer: boolean;
  state: RecordingState;
  /**
   * The camera's evidence layer as the server holds it (a small picture, and sound where
   * there is no sound layer, sent first); null for a recording made before layers or not on
   * the server yet.
   */
  evidence: Secured | null;
  /** The take's sound layer as the server holds it (sent before any picture); null without one. */
  sound: Secured | null;
  /** When a deletion asked for happens (Undo until then); null: none asked for. */
  deleteAt: string | null;
  /** Where the take's gaps are read (its gaps layer on the server); null: none recorded. */
  gapsUrl: string | null;
}

function stateOf(server: RecordingDetails | null, local: LocalRecording | null): RecordingState {
  if (server?.receipt || local?.receipt) return { kind: 'sealed' };
  if (local !== null && !local.isComplete) return { kind: 'recording', recorded: local.chunkCount };
  if (local !== null) {
    return { kind: 'onDevice', sent: server?.upload.chunkCount ?? 0, recorded: local.chunkCount };
  }
  return { kind: 'incomplete', held: server?.upload.chunkCount ?? 0 };
}

function layerOf(server: RecordingDetails | null, name: 'sound' | 'evidence'): Secured | null {
  const layer = server?.layers.find((one) => one.name === name);
  return layer
    ? { securedUntilSeconds: layer.securedUntilSeconds, complete: layer.complete }
    : null;
}

function rowOf(server: RecordingDetails | null, local: LocalRecording | null): RecordingRow {
  // The server's metadata once the recorder's call reached it, else what the device knows.
  const described = server !== null && server.title !== null ? server : null;
  const metadata = local?.metadata ?? null;
  return {
    id: server?.id ?? local?.localId ?? '',
    createdAt: server?.createdAt ?? local?.startedAt ?? '',
    duration: described?.duration ?? metadata?.duration ?? null,
    cameraType: described?.cameraType ?? metadata?.cameraType ?? null,
    title: described?.title ?? metadata?.title ?? null,
    location: described?.location ?? metadata?.location ?? null,
    latitude: described?.latitude ?? metadata?.latitude ?? null,
    longitude: described?.longitude ?? metadata?.longitude ?? null,
    receipt: server?.receipt ?? local?.receipt ?? null,
    expiresAt: server?.expiresAt ?? null,
    keptBecause: server?.keptBecause ?? null,
    isOnServer: server !== null,
    state: stateOf(server, local),
    evidence: layerOf(server, 'evidence'),
    sound: layerOf(server, 'sound'),
    deleteAt: server?.deleteAt ?? null,
    gapsUrl: server?.layers.find((layer) => layer.name === 'gaps')?.url ?? null,
  };
}

/**
 * The server's list and the device's unfinished recordings as one list, newest first. A
 * recording in both appears once; one only on the device (never reached the server) too.
 */
export function mergeRecordings(
  server: RecordingDetails[],
  onDevice: LocalRecording[],
): RecordingRow[] {
  // A camera's sound and evidence layers are part of its recording's row, never rows of their own.
  const local = new Map(
    onDevice
      .filter((recording) => (recording.layer ?? 'full') === 'full')
      .map((recording) => [recording.localId, recording]),
  );
  const rows = server.map((recording) => {
    const mine = local.get(recording.id) ?? null;
    local.delete(recording.id);
    return rowOf(recording, mine);
  });
  for (const recording of local.values()) rows.push(rowOf(null, recording));
  return rows.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
