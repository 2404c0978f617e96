import { SPEECH_RETRY_DELAY_MS } from '@redzone/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { useLegalLanguage } from '../../lib/legal-language';
import {
  isSpeechRecognitionSupported,
  type Listening,
  listenOnce,
  RecognitionError,
} from '../../lib/speech-recognition';

/** P2 §4: the microphone permission as the law office knows it. */
export type MicrophoneState = 'unknown' | 'requesting' | 'granted' | 'denied';

function wait(ms: number) {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function isInvalidState(error: unknown) {
  return error instanceof DOMException && error.name === 'InvalidStateError';
}

/** Asks for the microphone once; the stream is closed at once, recognition opens its own. */
async function requestMicrophone(): Promise<boolean> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}

/**
 * Voice questions (P2 §2, §4, §8, §9): ask for the microphone, listen for one phrase in en-US
 * (es-US when the app is in Spanish) and hand it over. A refused microphone shows the help panel; an invalid-state start is retried
 * once after 500 ms.
 */
export function useVoiceQuestion(onHeard: (text: string) => void) {
  const { t } = useTranslation();
  const recognitionLanguage = useLegalLanguage() === 'es' ? 'es-US' : 'en-US';
  const [microphone, setMicrophone] = useState<MicrophoneState>('unknown');
  const [isListening, setIsListening] = useState(false);
  const [isHelpShown, setIsHelpShown] = useState(false);
  const listening = useRef<Listening | null>(null);

  useEffect(() => () => listening.current?.stop(), []);

  const refuse = useCallback(() => {
    setMicrophone('denied');
    setIsHelpShown(true);
    toast({
      title: t('lawOffice.micDenied'),
      description: t('lawOffice.micDeniedDetail'),
      variant: 'destructive',
    });
  }, [t]);

  const startListening = useCallback(async (): Promise<Listening | null> => {
    try {
      return listenOnce(recognitionLanguage);
    } catch (error) {
      if (!isInvalidState(error)) throw error;
      await wait(SPEECH_RETRY_DELAY_MS);
      try {
        return listenOnce(recognitionLanguage);
      } catch {
        toast({
          title: t('lawOffice.voiceFailed'),
          description: t('lawOffice.voiceFailedDetail'),
          variant: 'destructive',
        });
        return null;
      }
    }
  }, [recognitionLanguage, t]);

  const start = useCallback(async () => {
    if (!isSpeechRecognitionSupported()) {
      toast({
        title: t('lawOffice.voiceUnsupported'),
        description: t('lawOffice.voiceUnsupportedDetail'),
        variant: 'destructive',
      });
      return;
    }
    if (microphone !== 'granted') {
      setMicrophone('requesting');
      if (!(await requestMicrophone())) return refuse();
      setMicrophone('granted');
      setIsHelpShown(false);
    }
    setIsListening(true);
    try {
      listening.current = await startListening();
      const heard = listening.current ? await listening.current.transcript : '';
      if (heard) onHeard(heard);
    } catch (error) {
      const reason = error instanceof RecognitionError ? error.reason : 'error';
      if (reason === 'not-allowed') refuse();
      else
        toast({
          title: t(reason === 'no-speech' ? 'lawOffice.noSpeech' : 'lawOffice.voiceError'),
          description: t(
            reason === 'no-speech' ? 'lawOffice.noSpeechDetail' : 'lawOffice.voiceErrorDetail',
          ),
          variant: 'destructive',
        });
    } finally {
      listening.current = null;
      setIsListening(false);
    }
  }, [microphone, onHeard, refuse, startListening, t]);

  const stop = useCallback(() => listening.current?.stop(), []);
  const hideHelp = useCallback(() => setIsHelpShown(false), []);

  return { microphone, isListening, isHelpShown, start, stop, hideHelp };
}
