import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import {
  isSpeechRecognitionSupported,
  type Listening,
  listenOnce,
  RecognitionError,
} from '../../lib/speech-recognition';

/**
 * P2 §2 voice search: one phrase in en-US becomes the search. P2 §8's speech messages: the
 * browser has no recognition, the microphone was refused, nothing was heard, anything else.
 */
export function useVoiceSearch(onHeard: (text: string) => void) {
  const { t } = useTranslation();
  const [isListening, setIsListening] = useState(false);
  const listening = useRef<Listening | null>(null);

  useEffect(() => () => listening.current?.stop(), []);

  const start = useCallback(async () => {
    if (!isSpeechRecognitionSupported()) {
      toast({
        title: t('officers.voiceUnsupported'),
        description: t('officers.voiceUnsupportedDetail'),
        variant: 'destructive',
      });
      return;
    }
    setIsListening(true);
    try {
      listening.current = listenOnce('en-US');
      const heard = await listening.current.transcript;
      if (heard) onHeard(heard);
    } catch (error) {
      const reason = error instanceof RecognitionError ? error.reason : 'error';
      const key = {
        'not-allowed': 'voiceDenied',
        'no-speech': 'voiceNoSpeech',
        error: 'voiceError',
      }[reason];
      toast({
        title: t(`officers.${key}`),
        description: t(`officers.${key}Detail`),
        variant: 'destructive',
      });
    } finally {
      listening.current = null;
      setIsListening(false);
    }
  }, [onHeard, t]);

  const stop = useCallback(() => listening.current?.stop(), []);
  return { isListening, start, stop };
}
