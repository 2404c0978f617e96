import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startRecording } from '../features/recorder/recorder-actions';
import { openRecorder } from '../features/recorder/recorder-overlay-store';

/**
 * The quick start: the home-screen icon's "Start recording" shortcut and the
 * `/record?start=1` link open straight into the recorder, recording, with no button to find.
 * `/record` alone opens the recorder ready. Home stays underneath, so closing it lands there.
 */
export default function RecordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const start = params.get('start') === '1';
  useEffect(() => {
    if (start) startRecording();
    openRecorder();
    void navigate('/', { replace: true });
  }, [start, navigate]);
  return null;
}
