import { useSyncExternalStore } from 'react';
import { recordingController, type RecorderState } from './recording-controller';

/** The recorder's whole state, for its own screen (other screens read recorder-status). */
export function useRecorder(): RecorderState {
  return useSyncExternalStore(
    recordingController.subscribe,
    recordingController.getState,
    recordingController.getState,
  );
}
