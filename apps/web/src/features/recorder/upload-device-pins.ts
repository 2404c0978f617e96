import { getPinsStatus } from './api/get-pins-status';
import { putPins } from './api/put-pins';
import { devicePinHashes } from './recorder-pins';

/**
 * Issue 29: PINs set on this device that the server does not hold (set before the server kept
 * them, or offline) are uploaded at start, so ending an alert is guarded there too. Hashes only:
 * the device never kept a PIN. Never replaces what the server holds (that needs the stop PIN).
 */
export async function uploadDevicePinsIfMissing(storage: Storage = localStorage): Promise<void> {
  const pins = devicePinHashes(storage);
  if (pins === null) return;
  const status = await getPinsStatus();
  if (!status.hasStopPin) await putPins({ pins });
}
