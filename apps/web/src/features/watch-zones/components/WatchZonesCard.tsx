import type { WatchZones } from '@redzone/contract';
import { WATCH_ZONE_TEXTS_PER_DAY, WATCH_ZONES_MAX } from '@redzone/contract';
import { LocateFixed, MapPinned, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import {
  GEOLOCATION_FAILURE_KEYS,
  GeolocationError,
  getCurrentPosition,
} from '../../../lib/geolocation';
import { serverErrorText } from '../../../lib/server-error-text';
import { useClearWatchZones, useSaveWatchZones, useWatchZones } from '../api/watch-zones';

/** What the server stored, sent back as the list to keep (a cell's centre stays in its cell). */
const asInputs = (zones: WatchZones['zones']) =>
  zones.map(({ label, latitude, longitude }) => ({ label, latitude, longitude }));

/**
 * Places a person is alerted about while the app is closed (home, work, a
 * neighbourhood). Each is stored as an area about 1 km across, never the exact point, and seen by
 * nobody else. Alerts reach them through push notifications, and by text where no notification
 * reached them, if they ask for it (iPhones and browsers drop push subscriptions unseen).
 */
export function WatchZonesCard({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const zones = useWatchZones(isVerified);
  const save = useSaveWatchZones();
  const clear = useClearWatchZones();
  const [label, setLabel] = useState('');
  const [isLocating, setIsLocating] = useState(false);
  const stored = zones.data?.zones ?? [];

  const failed = (error: unknown) =>
    toast({
      title: t('watchZones.saveFailed'),
      description: serverErrorText(error, t('watchZones.tryAgain')),
      variant: 'destructive',
    });

  async function addHere(event: FormEvent) {
    event.preventDefault();
    setIsLocating(true);
    try {
      const here = await getCurrentPosition({ enableHighAccuracy: false, timeout: 15_000 });
      const next = [...asInputs(stored), { label: label.trim(), ...here }];
      save.mutate(
        {
          zones: next.map(({ label: name, latitude, longitude }) => ({
            label: name,
            latitude,
            longitude,
          })),
        },
        {
          onSuccess: () => {
            setLabel('');
            toast({ title: t('watchZones.saved'), variant: 'success' });
          },
          onError: failed,
        },
      );
    } catch (error) {
      const key = error instanceof GeolocationError ? GEOLOCATION_FAILURE_KEYS[error.reason] : null;
      toast({
        title: t('watchZones.noLocation'),
        ...(key ? { description: t(key) } : {}),
        variant: 'destructive',
      });
    } finally {
      setIsLocating(false);
    }
  }

  const remove = (index: number) =>
    save.mutate({ zones: asInputs(stored.filter((_, at) => at !== index)) }, { onError: failed });

  // The box shows what was tapped while the server stores it, and the stored answer after.
  const textsAsked = save.isPending ? save.variables.textWhenUnreachable : undefined;
  const textsShown = textsAsked ?? zones.data?.textWhenUnreachable ?? false;

  const setTexts = (textWhenUnreachable: boolean) =>
    save.mutate(
      { zones: asInputs(stored), textWhenUnreachable },
      {
        onSuccess: () =>
          toast({
            title: t(textWhenUnreachable ? 'watchZones.textOn' : 'watchZones.textOff'),
            variant: 'success',
          }),
        onError: failed,
      },
    );

  return (
    <Card aria-labelledby="watch-zones-title">
      <CardTitle id="watch-zones-title">
        <MapPinned className="mr-2 inline size-5" aria-hidden />
        {t('watchZones.title')}
      </CardTitle>
      <p className="mt-2 text-sm text-neutral-300">{t('watchZones.intro')}</p>
      {!isVerified ? (
        <p className="mt-3 text-sm text-amber-300">{t('watchZones.needsVerification')}</p>
      ) : zones.isPending ? (
        <p role="status" className="mt-3 text-sm text-neutral-400">
          {t('common.loading')}
        </p>
      ) : zones.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <p className="flex-1">{t('watchZones.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void zones.refetch()}>
            {t('watchZones.retry')}
          </Button>
        </div>
      ) : (
        <>
          {stored.length === 0 ? (
            <p className="mt-3 text-sm text-neutral-400">{t('watchZones.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-neutral-800" aria-label={t('watchZones.title')}>
              {stored.map((zone, index) => (
                <li key={zone.cell} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-semibold">{zone.label}</span>
                    <span className="block text-xs text-neutral-400">{t('watchZones.area')}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={save.isPending}
                    onClick={() => remove(index)}
                    aria-label={t('watchZones.removeOne', { label: zone.label })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {stored.length < WATCH_ZONES_MAX ? (
            <form onSubmit={(event) => void addHere(event)} className="mt-3 space-y-2">
              <TextField
                label={t('watchZones.labelField')}
                placeholder={t('watchZones.labelPlaceholder')}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
                maxLength={40}
                required
              />
              <Button type="submit" size="sm" disabled={isLocating || save.isPending}>
                <LocateFixed aria-hidden />
                {isLocating ? t('watchZones.locating') : t('watchZones.addHere')}
              </Button>
            </form>
          ) : (
            <p className="mt-3 text-sm text-neutral-400">
              {t('watchZones.full', { count: WATCH_ZONES_MAX })}
            </p>
          )}
          {stored.length > 0 ? (
            <Button
              className="mt-3"
              size="sm"
              variant="secondary"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () => toast({ title: t('watchZones.cleared') }),
                  onError: failed,
                })
              }
            >
              {t('watchZones.clearAll')}
            </Button>
          ) : null}
          <p className="mt-3 text-xs text-neutral-400">{t('watchZones.pushHint')}</p>
          {stored.length > 0 ? (
            <div className="mt-3 flex items-start gap-3">
              <input
                id="watch-zones-texts"
                type="checkbox"
                className="mt-1 size-5 accent-red-600"
                checked={textsShown}
                disabled={save.isPending}
                aria-describedby="watch-zones-texts-hint"
                onChange={(event) => setTexts(event.target.checked)}
              />
              <div className="text-sm">
                <label htmlFor="watch-zones-texts" className="block font-semibold">
                  {t('watchZones.textSwitch')}
                </label>
                <span id="watch-zones-texts-hint" className="block text-neutral-400">
                  {t('watchZones.textHint', { count: WATCH_ZONE_TEXTS_PER_DAY })}
                </span>
              </div>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
