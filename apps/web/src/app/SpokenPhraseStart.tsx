import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../components/ui/use-toast';
import { useEmergency } from '../features/alerts/emergency-store';
import { useEmergencyActions } from '../features/alerts/use-emergency-actions';
import { startRecording } from '../features/recorder/recorder-actions';
import { openRecorder } from '../features/recorder/recorder-overlay-store';
import { useRecorderStatus } from '../features/recorder/recorder-status';
import { listenForPhrase } from '../features/recorder/spoken-phrase';
import { saveSpokenPhrase, useSpokenPhrase } from '../features/recorder/spoken-phrase-store';
import { useSession } from '../lib/session';

/**
 * While the app is open and the spoken phrase is on, hearing it starts what the 3 s
 * hold starts: the recorder at once, the alert located and sent beside it. Not listening while a
 * take records or an emergency is on: the phrase has nothing left to start, and the recorder
 * needs the microphone.
 */
export function SpokenPhraseStart() {
  const { t, i18n } = useTranslation();
  const { phrase, isOn } = useSpokenPhrase();
  const phase = useRecorderStatus().phase;
  const isEmergency = useEmergency() !== null;
  const isPhoneVerified = useSession().data?.isPhoneVerified === true;
  const { activate } = useEmergencyActions({ isPhoneVerified });
  const isIdle = (phase === 'ready' || phase === 'done') && !isEmergency;
  const lang = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';

  useEffect(() => {
    if (!isOn || !isIdle) return;
    return listenForPhrase(phrase, {
      lang,
      onHeard: () => {
        // The camera first, as the hold does: evidence never waits for the network.
        startRecording();
        openRecorder();
        void activate();
      },
      onBlocked: () => {
        saveSpokenPhrase({ phrase, isOn: false });
        toast({ title: t('recorder.phrase.blocked'), variant: 'destructive' });
      },
    });
  }, [isOn, isIdle, phrase, lang, activate, t]);

  return null;
}
