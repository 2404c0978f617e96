import { intlLocale } from '../../../lib/intl-locale';
import { parseStatistic } from '@redzone/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { saveProfile, useProfile } from '../profile-store';
import { numberFormat } from '../../../lib/intl-format';

const STATS = [
  { field: 'alertsResponded', key: 'profile.alertsResponded' },
  { field: 'hoursRecorded', key: 'profile.hoursRecorded' },
  { field: 'communityHelps', key: 'profile.communityHelps' },
] as const;

type StatField = (typeof STATS)[number]['field'];

/** P2 §2/§4: "Your Impact" counters with their own edit mode and Save Statistics. */
export function ImpactStats() {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const [draft, setDraft] = useState<Record<StatField, string> | null>(null);
  const baseId = useId();
  const number = numberFormat(intlLocale(i18n.resolvedLanguage));

  function startEdit() {
    setDraft({
      alertsResponded: String(profile.alertsResponded),
      hoursRecorded: String(profile.hoursRecorded),
      communityHelps: String(profile.communityHelps),
    });
  }

  function save() {
    if (!draft) return;
    // P2 §5: parsed as integers, falling back to 0.
    saveProfile({
      alertsResponded: parseStatistic(draft.alertsResponded),
      hoursRecorded: parseStatistic(draft.hoursRecorded),
      communityHelps: parseStatistic(draft.communityHelps),
    });
    setDraft(null);
    toast({ title: t('profile.statsSaved') });
  }

  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>{t('profile.yourImpact')}</CardTitle>
        {draft ? null : (
          <Button variant="outline" size="sm" onClick={startEdit}>
            {t('profile.editStats')}
          </Button>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        {STATS.map(({ field, key }) => (
          <div key={field} className="rounded-lg bg-neutral-950 p-3 text-center">
            <dt className="text-xs text-neutral-400">
              {draft ? <label htmlFor={`${baseId}-${field}`}>{t(key)}</label> : t(key)}
            </dt>
            <dd className="mt-1 text-2xl font-extrabold text-white">
              {draft ? (
                <input
                  id={`${baseId}-${field}`}
                  inputMode="numeric"
                  value={draft[field]}
                  onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
                  className="w-full rounded border border-neutral-700 bg-neutral-900 px-1 py-1 text-center text-lg"
                />
              ) : (
                number.format(profile[field])
              )}
            </dd>
          </div>
        ))}
      </dl>
      {draft ? (
        <div className="mt-3 flex gap-2">
          <Button onClick={save}>{t('profile.saveStats')}</Button>
          <Button variant="outline" onClick={() => setDraft(null)}>
            {t('profile.cancel')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
