import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { LANGUAGES } from '../../../i18n';
import { saveProfile, useProfile } from '../profile-store';

// Auto-Record (P2 §2) is gone: nothing read it, and the red button records anyway.
const SETTINGS = [
  { field: 'locationSharing', key: 'profile.locationSharing', hint: 'profile.locationSharingHint' },
] as const;

export const APP_SETTINGS_ANCHOR = 'app-settings';

/**
 * P2 §2: Push Notifications (the push feature's own switch, composed by the page), Location
 * Sharing, and the language (switchable in Profile as well as the header).
 */
export function AppSettings({ pushSetting }: { pushSetting: ReactNode }) {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const baseId = useId();
  return (
    <Card id={APP_SETTINGS_ANCHOR} className="scroll-mt-20">
      <CardTitle>{t('profile.appSettings')}</CardTitle>
      <ul className="mt-3 divide-y divide-neutral-800">
        {pushSetting}
        {SETTINGS.map(({ field, key, hint }) => (
          <li key={field} className="flex items-center justify-between gap-4 py-3">
            <div>
              <label htmlFor={`${baseId}-${field}`} className="font-semibold text-white">
                {t(key)}
              </label>
              <p className="text-sm text-neutral-400">{t(hint)}</p>
            </div>
            <Switch.Root
              id={`${baseId}-${field}`}
              checked={profile[field]}
              onCheckedChange={(checked) => saveProfile({ [field]: checked })}
              className="relative h-7 w-12 shrink-0 rounded-full bg-neutral-700 transition-colors data-[state=checked]:bg-red-600"
            >
              <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
          </li>
        ))}
        <li className="flex items-center justify-between gap-4 py-3">
          <div>
            <label htmlFor={`${baseId}-language`} className="font-semibold text-white">
              {t('language.label')}
            </label>
            <p className="text-sm text-neutral-400">{t('profile.languageHint')}</p>
          </div>
          <select
            id={`${baseId}-language`}
            value={i18n.resolvedLanguage === 'es' ? 'es' : 'en'}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
            className="h-11 shrink-0 rounded-lg border border-neutral-700 bg-neutral-900 px-3 text-neutral-50"
          >
            {LANGUAGES.map((language) => (
              // Each language is named in itself, whatever language the app is in.
              <option key={language} value={language} lang={language}>
                {t(`language.names.${language}`, { lng: language })}
              </option>
            ))}
          </select>
        </li>
      </ul>
    </Card>
  );
}
