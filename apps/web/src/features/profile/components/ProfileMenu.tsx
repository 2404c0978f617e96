import {
  BookOpen,
  ChevronRight,
  Gavel,
  ListChecks,
  Scale,
  Settings,
  Smartphone,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { APP_SETTINGS_ANCHOR } from './AppSettings';

const LINKS = [
  { to: '/verify-phone', key: 'profile.menuVerify', Icon: Smartphone },
  { to: '/restrictions', key: 'profile.menuRestrictions', Icon: Gavel },
  { to: '/constitutional-rights', key: 'profile.menuRights', Icon: BookOpen },
  { to: '/law-office', key: 'profile.menuLawOffice', Icon: Scale },
  { to: '/features', key: 'profile.menuFeatures', Icon: ListChecks },
] as const;

const rowClass =
  'flex min-h-12 w-full items-center gap-3 px-1 py-2 text-left text-neutral-100 hover:text-white';

/** P2 §2: the profile's menu links, with an in-page jump to the app settings. */
export function ProfileMenu() {
  const { t } = useTranslation();
  return (
    <Card>
      <ul className="divide-y divide-neutral-800">
        {LINKS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link to={to} className={rowClass}>
              <Icon className="size-5 text-red-400" aria-hidden />
              <span className="flex-1">{t(key)}</span>
              <ChevronRight className="size-4 text-neutral-500" aria-hidden />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={rowClass}
            onClick={() =>
              document.getElementById(APP_SETTINGS_ANCHOR)?.scrollIntoView({ behavior: 'smooth' })
            }
          >
            <Settings className="size-5 text-red-400" aria-hidden />
            <span className="flex-1">{t('profile.menuSettings')}</span>
            <ChevronRight className="size-4 text-neutral-500" aria-hidden />
          </button>
        </li>
      </ul>
    </Card>
  );
}
