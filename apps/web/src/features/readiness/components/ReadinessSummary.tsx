import { ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DeviceReadiness, readDeviceReadiness } from '../readiness-checks';
import { type AccountState, countReady } from '../readiness-count';

/**
 * One line under the red button until everything a stop needs is done: "Get ready (2 of 7
 * done)", leading to the readiness check on Profile. Read without prompting; nothing when done.
 */
export function ReadinessSummary({ account }: { account: AccountState }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<DeviceReadiness | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void readDeviceReadiness().then((read) => {
      if (isCurrent) setDevice(read);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (device === null) return null;
  const { done, total } = countReady(device, account);
  if (done === total) return null;
  return (
    <Link
      to="/profile#readiness"
      className="flex min-h-11 items-center gap-2 rounded-lg border border-amber-500/40 bg-neutral-900 px-3 py-2 text-sm font-semibold text-amber-200 hover:bg-neutral-800"
    >
      <ListChecks className="size-5 shrink-0" aria-hidden />
      <span>{t('readiness.summary', { done, total })}</span>
    </Link>
  );
}
