import { useCallback, useEffect, useState } from 'react';
import {
  type CameraFailure,
  type CameraStreams,
  openCameras,
  stopStream,
} from './media/camera-streams';

/**
 * P1 §4 camera permission: `requesting` while the browser asks, then `granted` or what went
 * wrong; `released` once the tracks are stopped after a recording (P1 §4 cleanup).
 */
export type CameraAccess = 'requesting' | 'granted' | CameraFailure | 'released';

export interface Cameras {
  access: CameraAccess;
  front: MediaStream | null;
  back: MediaStream | null;
  /** The front stream carries a microphone track: audio can be recorded. */
  hasMicrophone: boolean;
  /** Counts the times cameras were obtained; the auto-start runs once for each. */
  generation: number;
  /** Asks for the cameras again (Enable Camera, Record again). */
  open: () => void;
  /** Stops every track (the recording is saved, or the recorder closes). */
  release: () => void;
}

interface State {
  access: CameraAccess;
  streams: CameraStreams | null;
  generation: number;
}

/** Front with microphone first; a refused or missing microphone must not cost the video. */
async function openBest(): Promise<CameraStreams> {
  const withAudio = await openCameras(true);
  if (withAudio.front !== null || withAudio.failure === 'unsupported') return withAudio;
  const videoOnly = await openCameras(false);
  return videoOnly.front !== null ? videoOnly : withAudio;
}

export function useCameras(): Cameras {
  const [request, setRequest] = useState({ attempt: 0, wanted: true });
  const [state, setState] = useState<State>({ access: 'requesting', streams: null, generation: 0 });

  useEffect(() => {
    if (!request.wanted) return;
    let cancelled = false;
    let opened: CameraStreams | null = null;
    const onEnded = () => {
      // The camera went away (unplugged, taken by another app): say so, do not pretend.
      if (!cancelled) setState((s) => ({ ...s, access: 'unavailable', streams: null }));
    };
    void openBest().then((streams) => {
      if (cancelled) {
        stopStream(streams.front);
        stopStream(streams.back);
        return;
      }
      opened = streams;
      streams.front?.getVideoTracks()[0]?.addEventListener('ended', onEnded);
      setState((s) => ({
        access: streams.front !== null ? 'granted' : (streams.failure ?? 'unavailable'),
        streams,
        generation: streams.front !== null ? s.generation + 1 : s.generation,
      }));
    });
    return () => {
      cancelled = true;
      opened?.front?.getVideoTracks()[0]?.removeEventListener('ended', onEnded);
      stopStream(opened?.front ?? null);
      stopStream(opened?.back ?? null);
    };
  }, [request]);

  const open = useCallback(() => {
    setState((s) => ({ ...s, access: 'requesting', streams: null }));
    setRequest((r) => ({ attempt: r.attempt + 1, wanted: true }));
  }, []);

  const release = useCallback(() => {
    setState((s) => ({ ...s, access: 'released', streams: null }));
    setRequest((r) => ({ attempt: r.attempt + 1, wanted: false }));
  }, []);

  const front = state.streams?.front ?? null;
  return {
    access: state.access,
    front,
    back: state.streams?.back ?? null,
    hasMicrophone: (front?.getAudioTracks().length ?? 0) > 0,
    generation: state.generation,
    open,
    release,
  };
}
