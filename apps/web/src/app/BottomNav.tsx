import { Bell, House, Map as MapIcon, Scale, ShieldCheck, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/cn';
import { useUndismissedAlertCount } from '../features/alerts/api/get-alerts';

const TABS = [
  { to: '/', key: 'nav.home', Icon: House },
  { to: '/alerts', key: 'nav.alerts', Icon: Bell },
  { to: '/law-office', key: 'nav.lawOffice', Icon: Scale },
  { to: '/map', key: 'nav.map', Icon: MapIcon },
  { to: '/officers', key: 'nav.officers', Icon: ShieldCheck },
  { to: '/profile', key: 'nav.profile', Icon: User },
] as const;

/** Spec P1 §2: six tabs; the Alerts tab carries the count of alerts not dismissed. */
export function BottomNav() {
  const { t } = useTranslation();
  const alertCount = useUndismissedAlertCount();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-800 bg-neutral-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-6">
        {TABS.map(({ to, key, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'relative flex min-h-16 flex-col items-center justify-center gap-1 px-0.5 text-xs font-medium leading-tight',
                  isActive ? 'text-red-400' : 'text-neutral-400 hover:text-neutral-100',
                )
              }
            >
              <span className="relative">
                <Icon className="size-6" aria-hidden />
                {to === '/alerts' && alertCount > 0 ? (
                  <Badge
                    className="absolute -right-3 -top-2"
                    aria-label={t('nav.alertsBadge', { count: alertCount })}
                  >
                    {alertCount}
                  </Badge>
                ) : null}
              </span>
              <span className="text-center">{t(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
