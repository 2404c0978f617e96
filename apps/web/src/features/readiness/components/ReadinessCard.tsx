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
import { type ReadinessKey, readinessStates } from '../readiness-count';
import { StorageRoomNote } from './StorageRoomNote';

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

/**
 * The readiness check: one look at what a stop will need, each with the one tap that
 * fixes it. Read without prompting; "Check again" reads once more.
 */
export function ReadinessCard({ account }: { account: AccountReadiness }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<DeviceReadiness | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [hasPin, setHasPin] = useState(false);
  const [checkedAt, setCheckedAt] = useState(0);
  const { hasStopPin } = account;
  const refresh = useCallback(() => {
    void readDeviceReadiness().then((read) => {
      setHasPin(hasStopPin());
      setDevice(read);
    });
  }, [hasStopPin]);
  useEffect(refresh, [refresh]);
  // Home's "Get ready" line leads here: bring the card into view once its rows are drawn.
  const isDrawn = device !== null;
  useEffect(() => {
    if (isDrawn && window.location.hash === '#readiness') {
      document.getElementById('readiness')?.scrollIntoView({ block: 'start' });
    }
  }, [isDrawn]);

  const ask = (request: () => Promise<void>) => {
    setIsAsking(true);
    void request()
      .catch(() => undefined)
      .finally(() => {
        setIsAsking(false);
        refresh();
      });
  };

  const allowButton = (request: () => Promise<void>) => (
    <Button size="sm" variant="secondary" disabled={isAsking} onClick={() => ask(request)}>
      {t('readiness.allow')}
    </Button>
  );
  const actions: Partial<Record<ReadinessKey, ReactNode>> = {
    camera: allowButton(askForCameraAndMicrophone),
    location: allowButton(askForLocation),
    verified: (
      <Link to="/verify-phone" className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
        {t('readiness.verify')}
      </Link>
    ),
  };
  const rows = device
    ? Object.entries(
        readinessStates(device, {
          isVerified: account.isVerified,
          confirmedContacts: account.confirmedContacts,
          hasStopPin: hasPin,
        }),
      ).map(([key, state]) => ({ key, state, action: actions[key as ReadinessKey] }))
    : [];

  return (
    <Card id="readiness" aria-labelledby="readiness-title" className="scroll-mt-20">
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
      <StorageRoomNote checkedAt={checkedAt} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setCheckedAt((count) => count + 1);
            refresh();
          }}
        >
          {t('readiness.checkAgain')}
        </Button>
        {/* Knowing what will happen, before the day it does. */}
        <Link to="/drill" className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
          {t('drill.link')}
        </Link>
      </div>
    </Card>
  );
}
