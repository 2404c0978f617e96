import {
  LEGAL_CHAT_CONTEXT,
  LEGAL_SPEECH_PITCH,
  LEGAL_SPEECH_RATE,
  LEGAL_SPEECH_VOLUME,
  SPOKEN_REPLY_DELAY_MS,
} from '@redzone/contract';
import { offlineLegalReply } from '@redzone/legal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { useDetectedPlace } from '../../lib/detected-place';
import { useLegalLanguage } from '../../lib/legal-language';
import { getLastPosition } from '../../lib/position-store';
import { serverErrorText } from '../../lib/server-error-text';
import { cancelSpeech, speak } from '../../lib/speech';
import { sendLegalMessage } from './api/send-legal-message';
import {
  conversationHistory,
  type LawOfficeMessage,
  newMessage,
  replyParts,
  sendableText,
} from './chat-messages';

/** The state the answer should be about: only one really detected, never a guessed fallback. */
const UNKNOWN_STATE = 'Unknown';

/**
 * The law office conversation (P2 §2, §4, §8): send a question with the history and where the
 * person is, show the answer with its sources and speak it; when the service cannot answer,
 * say so and answer from the corpus shipped with the app, so nobody is left without an answer.
 * `offlineOnly` (no verified phone yet): every answer comes from that corpus, on the
 * phone, with nothing sent.
 */
export function useLegalChat({
  speakReplies,
  offlineOnly = false,
}: {
  speakReplies: boolean;
  offlineOnly?: boolean;
}) {
  const { t } = useTranslation();
  const place = useDetectedPlace();
  const language = useLegalLanguage();
  const [messages, setMessages] = useState<LawOfficeMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [isSpeaking, setIsSpeaking] = useState(false);
  const history = useRef(messages);
  useEffect(() => {
    history.current = messages;
  }, [messages]);
  const speechTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(speechTimer.current);
      cancelSpeech();
    },
    [],
  );

  const speakReply = useCallback(
    (text: string) => {
      if (!speakReplies) return;
      window.clearTimeout(speechTimer.current);
      speechTimer.current = window.setTimeout(() => {
        setIsSpeaking(true);
        speak(text, {
          rate: LEGAL_SPEECH_RATE,
          pitch: LEGAL_SPEECH_PITCH,
          volume: LEGAL_SPEECH_VOLUME,
          onEnd: () => setIsSpeaking(false),
        });
      }, SPOKEN_REPLY_DELAY_MS);
    },
    [speakReplies],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = sendableText(text);
      if (message === null || isLoading) return false;
      const earlier = conversationHistory(history.current);
      setMessages((current) => [...current, newMessage('user', message)]);
      if (offlineOnly) {
        const offline = offlineLegalReply(message, language);
        const answer = newMessage('assistant', offline.response, {
          citations: offline.citations,
          isOffline: true,
        });
        setMessages((current) => [...current, answer]);
        speakReply(answer.content);
        return true;
      }
      setIsLoading(true);
      const position = getLastPosition();
      let answer: LawOfficeMessage;
      try {
        const reply = await sendLegalMessage({
          message,
          context: LEGAL_CHAT_CONTEXT,
          conversationHistory: earlier,
          userLocation: {
            latitude: position?.latitude ?? null,
            longitude: position?.longitude ?? null,
            state: place.data?.isDetected ? place.data.state : UNKNOWN_STATE,
          },
        });
        answer = newMessage('assistant', reply.response, {
          citations: reply.citations,
          parts: replyParts(reply),
        });
      } catch (error) {
        const refused = error instanceof ApiError && error.status < 500;
        toast(
          refused
            ? {
                title: t('lawOffice.refused'),
                description: serverErrorText(error, t('lawOffice.connectionIssueDetail')),
                variant: 'destructive',
              }
            : {
                title: t('lawOffice.connectionIssue'),
                description: t('lawOffice.connectionIssueDetail'),
                variant: 'destructive',
              },
        );
        const offline = offlineLegalReply(message, language);
        answer = newMessage('assistant', offline.response, {
          citations: offline.citations,
          isOffline: true,
        });
      } finally {
        setIsLoading(false);
      }
      setMessages((current) => [...current, answer]);
      // Spoken aloud during a stop: the short first part and the disclaimer.
      speakReply(
        answer.parts ? `${answer.parts.summary}\n\n${answer.parts.disclaimer}` : answer.content,
      );
      return true;
    },
    [isLoading, language, offlineOnly, place.data, speakReply, t],
  );

  const stopSpeaking = useCallback(() => {
    window.clearTimeout(speechTimer.current);
    cancelSpeech();
    setIsSpeaking(false);
  }, []);

  return { messages, isLoading, isSpeaking, send, stopSpeaking };
}
