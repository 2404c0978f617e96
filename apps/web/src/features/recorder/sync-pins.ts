import { getPinsStatus } from './api/get-pins-status';
import { forgetStoredPinHashes, rememberStopPin } from '../../lib/stop-pin';

/**
 * At start: hashes older installs kept go, and the phone learns again whether a stop PIN guards
 * it (set, changed or cleared from another phone meanwhile).
 */
export async function syncPins(storage: Storage = localStorage): Promise<void> {
  forgetStoredPinHashes(storage);
  const status = await getPinsStatus();
  rememberStopPin(status.hasStopPin, storage);
}
