import { CheckCircle2, CircleAlert, CircleHelp } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import {
  askForCameraAndMicrophone,
  askForLocation,
  type DeviceReadiness,
  type Readiness,
  readDeviceReadiness,
} from '../readiness-checks';

/** What the page knows from other features: verification, contacts, PINs. */
export interface AccountReadiness {
  isVerified: boolean;
  confirmedContacts: number | null;
  /** Read again at each check: the PINs are set on the same page. */
  hasStopPin: () => boolean;
}

const ICON: Record<Readiness, ReactNode> = {
  yes: <CheckCircle2 className="size-5 shrink-0 text-green-400" aria-hidden />,
  no: <CircleAlert className="size-5 shrink-0 text-amber-400" aria-hidden />,
  unknown: <CircleHelp className="size-5 shrink-0 text-neutral-400" aria-hidden />,
};

const asReadiness = (value: boolean | null): Readiness =>
  value === null ? 'unknown' : value ? 'yes' : 'no';

/**
 * Issue 29's readiness check: one look at what a stop will need, each with the one tap that
 * fixes it. Read without prompting; "Check again" reads once more.
 */
export function ReadinessCard({ account }: { account: AccountReadiness }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<DeviceReadiness | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [hasPin, setHasPin] = useState(false);
  const { hasStopPin } = account;
  const refresh = useCallback(() => {
    void readDeviceReadiness().then((read) => {
      setHasPin(hasStopPin());
      setDevice(read);
    });
  }, [hasStopPin]);
  useEffect(refresh, [refresh]);

  const ask = (request: () => Promise<void>) => {
    setIsAsking(true);
    void request()
      .catch(() => undefined)
      .finally(() => {
        setIsAsking(false);
        refresh();
      });
  };

  const rows: { key: string; state: Readiness; action?: ReactNode }[] = device
    ? [
        { key: 'installed', state: device.installed },
        { key: 'notifications', state: device.notifications },
        {
          key: 'camera',
          state:
            device.camera === 'yes' && device.microphone === 'yes'
              ? 'yes'
              : device.camera === 'unknown'
                ? 'unknown'
                : 'no',
          action: (
            <Button
              size="sm"
              variant="secondary"
              disabled={isAsking}
              onClick={() => ask(askForCameraAndMicrophone)}
            >
              {t('readiness.allow')}
            </Button>
          ),
        },
        {
          key: 'location',
          state: device.location,
          action: (
            <Button
              size="sm"
              variant="secondary"
              disabled={isAsking}
              onClick={() => ask(askForLocation)}
            >
              {t('readiness.allow')}
            </Button>
          ),
        },
        {
          key: 'verified',
          state: asReadiness(account.isVerified),
          action: (
            <Link
              to="/verify-phone"
              className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            >
              {t('readiness.verify')}
            </Link>
          ),
        },
        {
          key: 'contacts',
          state: asReadiness(
            account.confirmedContacts === null ? null : account.confirmedContacts > 0,
          ),
        },
        { key: 'pins', state: asReadiness(hasPin) },
      ]
    : [];

  return (
    <Card aria-labelledby="readiness-title">
      <CardTitle id="readiness-title">{t('readiness.title')}</CardTitle>
      <p className="mt-2 text-sm text-neutral-300">{t('readiness.intro')}</p>
      {device === null ? (
        <p role="status" className="mt-3 text-sm text-neutral-400">
          {t('common.loading')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-neutral-800">
          {rows.map(({ key, state, action }) => (
            <li key={key} className="flex items-center gap-3 py-2" data-ready={state}>
              {ICON[state]}
              <span className="flex-1 text-sm">
                <span className="block font-semibold">{t(`readiness.items.${key}.title`)}</span>
                <span className="block text-neutral-400">
                  {t(`readiness.items.${key}.${state}`)}
                </span>
              </span>
              {state === 'yes' ? null : action}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={refresh}>
          {t('readiness.checkAgain')}
        </Button>
        {/* Issue 29: knowing what will happen, before the day it does. */}
        <Link to="/drill" className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
          {t('drill.link')}
        </Link>
      </div>
    </Card>
  );
}
