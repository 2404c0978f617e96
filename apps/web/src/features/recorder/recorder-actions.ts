import { importWithRetry } from '../../lib/import-with-retry';
import { getRecorderStatus, publishRecorderStatus, RECORDER_IDLE } from './recorder-status';

/**
 * The recorder's commands for screens that must not carry its code (Home, the shell's REC bar):
 * each fetches the recorder (precached, and fetched at idle) and runs there.
 */
const loadController = () =>
  importWithRetry(() => import('./recording-controller')).then((m) => m.recordingController);

/**
 * Starts recording now (the camera starts at the touch, never after the server). Says
 * "starting" at once, so no screen shows "not recording" for the moment the code takes to load.
 */
export function startRecording(): void {
  const { phase } = getRecorderStatus();
  if (phase === 'recording' || phase === 'starting') return;
  publishRecorderStatus({ phase: 'starting', startedAt: null });
  loadController()
    .then((controller) => controller.start())
    .catch((error: unknown) => {
      console.error('The recorder could not load', error);
      publishRecorderStatus(RECORDER_IDLE);
    });
}

/** Stops and seals the running take, if any. */
export async function stopRecording(): Promise<void> {
  if (getRecorderStatus().phase !== 'recording') return;
  const controller = await loadController();
  await controller.stop();
}

/**
 * While the button is held: opens the cameras if the person already allowed them, so recording
 * is live the moment the hold completes. Never asks: a permission prompt over the button would
 * break the hold.
 */
let prewarm = 0;

export function prewarmCameras(): void {
  const hold = (prewarm += 1);
  void isCameraAllowed().then(async (allowed) => {
    if (!allowed) return;
    const controller = await loadController();
    // Let go while the permission was being read: nothing to open.
    if (hold === prewarm) await controller.openCameras();
  });
}

/** The hold was let go early: cameras opened for it close again (never during a take). */
export function releasePrewarmedCameras(): void {
  prewarm += 1;
  void loadController().then((controller) => controller.releaseIdleCameras());
}

async function isCameraAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'granted';
  } catch {
    // Browsers that cannot say (Firefox before 131): wait for the hold, which may prompt.
    return false;
  }
}

/** Profile changed the default mode: the next take follows it. */
export function applyRecorderMode(mode: 'video' | 'sound'): void {
  void loadController().then((controller) => controller.setMode(mode));
}
