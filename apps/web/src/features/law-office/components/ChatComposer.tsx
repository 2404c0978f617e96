import { Mic, Send, Square } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { sendableText } from '../chat-messages';

/**
 * The question box (P2 §2, §4): Enter sends, Shift+Enter starts a new line, an empty message is
 * never sent, and the box waits while an answer is coming or the microphone is listening.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  isLoading,
  isListening,
  onVoice,
  onStopVoice,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  isLoading: boolean;
  isListening: boolean;
  onVoice: () => void;
  onStopVoice: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const isBusy = isLoading || isListening;
  const canSend = !isBusy && sendableText(value) !== null;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('lawOffice.inputLabel')}
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        disabled={isBusy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={isListening ? t('lawOffice.listening') : t('lawOffice.placeholder')}
        className="min-h-12 flex-1 resize-none rounded-xl border border-neutral-700 bg-neutral-900 px-3 py-2 text-base text-neutral-50 placeholder:text-neutral-500 disabled:opacity-60"
      />
      {isListening ? (
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={onStopVoice}
          aria-label={t('lawOffice.stopListening')}
        >
          <Square aria-hidden />
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={onVoice}
          disabled={isLoading}
          aria-label={t('lawOffice.voiceInput')}
        >
          <Mic aria-hidden />
        </Button>
      )}
      <Button type="submit" size="icon" disabled={!canSend} aria-label={t('lawOffice.send')}>
        <Send aria-hidden />
      </Button>
    </form>
  );
}
