import { Mic } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { hasSpeechRecognition, isPhraseLongEnough } from '../spoken-phrase';
import { saveSpokenPhrase, useSpokenPhrase } from '../spoken-phrase-store';

/**
 * An optional spoken phrase that starts the recorder (and the alert) as the 3 s hold
 * does, while the app is open. Off by default; where the browser cannot recognise speech, it says
 * so and stays off. The phrase is locked while listening: switch off to change it.
 */
export function SpokenPhraseCard() {
  const { t } = useTranslation();
  const setting = useSpokenPhrase();
  const [phrase, setPhrase] = useState(setting.phrase);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSupported] = useState(hasSpeechRecognition);

  function toggle(isOn: boolean) {
    if (isOn && !isPhraseLongEnough(phrase)) {
      setProblem(t('recorder.phrase.tooShort'));
      return;
    }
    setProblem(null);
    saveSpokenPhrase({ phrase: phrase.trim(), isOn });
  }

  return (
    <Card aria-labelledby="spoken-phrase-title">
      <CardTitle id="spoken-phrase-title" className="flex items-center gap-2">
        <Mic className="size-5" aria-hidden />
        {t('recorder.phrase.title')}
      </CardTitle>
      <p className="mt-2 text-sm text-neutral-300">{t('recorder.phrase.intro')}</p>
      {isSupported ? null : (
        <p role="status" className="mt-2 text-sm font-semibold text-amber-300">
          {t('recorder.phrase.unsupported')}
        </p>
      )}
      <div className="mt-3 space-y-2">
        <TextField
          label={t('recorder.phrase.field')}
          value={phrase}
          maxLength={60}
          autoComplete="off"
          disabled={!isSupported || setting.isOn}
          onChange={(event) => setPhrase(event.target.value)}
        />
        <div className="flex items-start gap-3 py-1">
          <input
            id="spoken-phrase-on"
            type="checkbox"
            className="mt-1 size-5 accent-red-600"
            checked={setting.isOn}
            disabled={!isSupported}
            aria-describedby="spoken-phrase-privacy"
            onChange={(event) => toggle(event.target.checked)}
          />
          <div className="text-sm">
            <label htmlFor="spoken-phrase-on" className="block font-semibold">
              {t('recorder.phrase.switch')}
            </label>
            <span id="spoken-phrase-privacy" className="block text-neutral-400">
              {t('recorder.phrase.privacy')}
            </span>
          </div>
        </div>
        {problem === null ? null : (
          <p role="alert" className="text-sm text-amber-300">
            {problem}
          </p>
        )}
        {setting.isOn ? (
          <p role="status" className="text-sm font-semibold">
            {t('recorder.phrase.listening', { phrase: setting.phrase })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
