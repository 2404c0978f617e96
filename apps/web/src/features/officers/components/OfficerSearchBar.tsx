import { OFFICER_SEARCH_QUERY_MAX } from '@redzone/contract';
import { Mic, MicOff, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useVoiceSearch } from '../use-voice-search';

/** P2 §2: the search box (name, badge number or department) with its voice-search button. */
export function OfficerSearchBar({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const voice = useVoiceSearch(onChange);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('officers.searchLabel')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
            aria-hidden
          />
          <input
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t('officers.searchPlaceholder')}
            maxLength={OFFICER_SEARCH_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            className={cn(inputClassName, 'pl-9')}
          />
        </div>
        <Button
          variant={voice.isListening ? 'default' : 'secondary'}
          size="icon"
          aria-label={voice.isListening ? t('officers.voiceStop') : t('officers.voiceSearch')}
          aria-pressed={voice.isListening}
          onClick={() => (voice.isListening ? voice.stop() : void voice.start())}
        >
          {voice.isListening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
        </Button>
      </div>
      {voice.isListening ? (
        <p role="status" className="mt-1 text-sm text-red-300">
          {t('officers.listening')}
        </p>
      ) : null}
    </div>
  );
}
