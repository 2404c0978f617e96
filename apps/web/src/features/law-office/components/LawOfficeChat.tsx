import { LoaderCircle, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLegalChat } from '../use-legal-chat';
import { useVoiceQuestion } from '../use-voice-question';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { MicrophoneHelp } from './MicrophoneHelp';

/**
 * P2 §2 /law-office: the conversation with the attorney persona, typed or spoken. `offlineOnly`:
 * answered from the guides on the phone (no verified phone yet).
 */
export function LawOfficeChat({ offlineOnly = false }: { offlineOnly?: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [speakReplies, setSpeakReplies] = useState(true);
  const chat = useLegalChat({ speakReplies, offlineOnly });
  const voice = useVoiceQuestion((heard) => {
    void chat.send(heard);
  });
  const list = useRef<HTMLOListElement>(null);

  // A new question scrolls into view; an answer scrolls to its first line, so a long one is read
  // from the top rather than from its sources.
  useEffect(() => {
    const last = list.current?.lastElementChild;
    last?.scrollIntoView?.({ block: chat.isLoading ? 'end' : 'start', behavior: 'smooth' });
  }, [chat.messages.length, chat.isLoading]);

  async function sendDraft() {
    const text = draft;
    setDraft('');
    if (!(await chat.send(text))) setDraft(text);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={speakReplies}
          onClick={() => {
            if (speakReplies) chat.stopSpeaking();
            setSpeakReplies(!speakReplies);
          }}
        >
          {speakReplies ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
          {t('lawOffice.speakReplies')}
        </Button>
      </div>

      <ol
        ref={list}
        aria-live="polite"
        aria-label={t('lawOffice.conversation')}
        className="flex flex-col gap-3"
      >
        <ChatBubble
          message={{
            id: 'greeting',
            role: 'assistant',
            content: t('lawOffice.greeting'),
            timestamp: new Date().toISOString(),
            citations: [],
            isGreeting: true,
          }}
        />
        {chat.messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
        {chat.isLoading && (
          <li role="status" className="flex items-center gap-2 text-sm text-neutral-400">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {t('lawOffice.thinking')}
          </li>
        )}
      </ol>

      {chat.isSpeaking && (
        <Button variant="outline" size="sm" className="self-start" onClick={chat.stopSpeaking}>
          <VolumeX aria-hidden />
          {t('lawOffice.stopSpeaking')}
        </Button>
      )}
      {voice.isHelpShown && (
        <MicrophoneHelp onRetry={() => void voice.start()} onHide={voice.hideHelp} />
      )}

      {/* Sticks just above the bottom navigation (min-h-16 plus its border). */}
      <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] -mx-4 bg-neutral-950 px-4 py-2">
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={() => void sendDraft()}
          isLoading={chat.isLoading}
          isListening={voice.isListening || voice.microphone === 'requesting'}
          onVoice={() => void voice.start()}
          onStopVoice={voice.stop}
        />
      </div>
    </div>
  );
}
