import { GEOCODE_FALLBACK_STATE } from '@redzone/contract';
import { stateRecordingConsent } from '@redzone/legal';
import { useSearchParams } from 'react-router';
import { useDetectedPlace } from '../../lib/detected-place';

export type GuideStateSource = 'chosen' | 'detected' | 'fallback' | 'detecting';

/**
 * The state a guide is for: the one chosen (kept in `?state=` so a link or a reload keeps it),
 * else the one detected from the person's position by the server's offline geocoder, else
 * California (spec P2 §8: a failed state detection falls back to California).
 */
export function useGuideState() {
  const [params, setParams] = useSearchParams();
  const detected = useDetectedPlace();
  const fallback = stateRecordingConsent(GEOCODE_FALLBACK_STATE)?.code ?? 'CA';

  const chosen = stateRecordingConsent(params.get('state') ?? '');
  const detectedState = detected.data?.isDetected
    ? stateRecordingConsent(detected.data.state)
    : undefined;

  const code = chosen?.code ?? detectedState?.code ?? fallback;
  const source: GuideStateSource = chosen
    ? 'chosen'
    : detectedState
      ? 'detected'
      : detected.isPending
        ? 'detecting'
        : 'fallback';

  const choose = (next: string) =>
    setParams(
      (current) => {
        current.set('state', next);
        return current;
      },
      { replace: true },
    );

  return { code, source, choose };
}
