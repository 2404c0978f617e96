import { type Alert, type AlertAtDistance } from '@redzone/contract';
import { MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { NavigationTarget } from '../navigation-target';
import { useMapFormat } from '../use-map-format';

interface LocalAlertsListProps {
  items: AlertAtDistance<Alert>[];
  targetId: string | null;
  onChoose: (target: NavigationTarget) => void;
}

/** P1 §2 list of local alerts, nearest first; choosing one starts navigation to it. */
export function LocalAlertsList({ items, targetId, onChoose }: LocalAlertsListProps) {
  const { t } = useTranslation();
  const format = useMapFormat();
  return (
    <ul className="space-y-2">
      {items.map(({ alert, miles }) => {
        const isTarget = alert.id === targetId;
        return (
          <li
            key={alert.id}
            className={cn(
              'flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-neutral-900 p-3',
              isTarget ? 'border-red-500' : 'border-neutral-800',
            )}
          >
            {/* Wraps the button under the text when a long label leaves the text too narrow. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="flex items-start gap-1.5 font-semibold text-white">
                <MapPin className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden />
                <span className="break-words">{alert.location}</span>
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-neutral-400">
                <span>{t('alert.milesAway', { miles: format.milesNumber(miles) })}</span>
                <span className="flex items-center gap-1">
                  <Users className="size-3.5" aria-hidden />
                  {t('alert.observerCount', { count: alert.observersCount })}
                </span>
              </p>
            </div>
            <Button
              size="sm"
              variant={isTarget ? 'secondary' : 'default'}
              aria-pressed={isTarget}
              // The name starts with the words on the button (WCAG 2.5.3), then says where.
              aria-label={t(isTarget ? 'map.navigatingTo' : 'map.navigateTo', {
                location: alert.location,
              })}
              onClick={() => onChoose(alert)}
            >
              {isTarget ? t('map.navigatingShort') : t('map.navigateHere')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
