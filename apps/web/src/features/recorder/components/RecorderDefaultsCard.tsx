import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { applyRecorderMode } from '../recorder-actions';
import {
  readRecorderPreferences,
  type RecorderPreferences,
  saveRecorderPreferences,
} from '../recorder-preferences';

/**
 * How a take starts by default, for a stop where the phone must not look like it films:
 * sound only (no camera opened, no camera light) and/or a dark screen as soon as it records.
 */
export function RecorderDefaultsCard() {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState(readRecorderPreferences);

  function change(next: RecorderPreferences) {
    saveRecorderPreferences(next);
    setPreferences(next);
    if (next.soundOnly !== preferences.soundOnly)
      applyRecorderMode(next.soundOnly ? 'sound' : 'video');
  }

  const keys: (keyof RecorderPreferences)[] = ['soundOnly', 'darkScreen'];
  return (
    <Card aria-labelledby="recorder-defaults-title">
      <CardTitle id="recorder-defaults-title" className="flex items-center gap-2">
        <EyeOff className="size-5" aria-hidden />
        {t('recorder.defaults.title')}
      </CardTitle>
      <div className="mt-2 divide-y divide-neutral-800">
        {keys.map((key) => (
          <div key={key} className="flex items-start gap-3 py-2">
            <input
              id={`recorder-default-${key}`}
              type="checkbox"
              className="mt-1 size-5 accent-red-600"
              checked={preferences[key]}
              aria-describedby={`recorder-default-${key}-hint`}
              onChange={(event) => change({ ...preferences, [key]: event.target.checked })}
            />
            <div className="text-sm">
              <label htmlFor={`recorder-default-${key}`} className="block font-semibold">
                {t(`recorder.defaults.${key}`)}
              </label>
              <span id={`recorder-default-${key}-hint`} className="block text-neutral-400">
                {t(`recorder.defaults.${key}Hint`)}
              </span>
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
