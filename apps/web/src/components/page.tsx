import { Construction } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markPageShown } from '../lib/after-start';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

/**
 * A route's frame: its heading (the page's accessible name) and content. `wide` gives grids of
 * cards room for three columns on a desktop.
 */
export function Page({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // Every route names its own document: what a tab, a history entry and a screen
  // reader's window list say.
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = title === appTitle ? appTitle : `${title} – ${appTitle}`;
  }, [title, appTitle]);
  // The page is drawn: what waited for the start goes on (lib/after-start).
  useEffect(markPageShown, []);
  return (
    <div className={cn('mx-auto w-full px-4 py-5', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <h1 className="text-2xl font-extrabold tracking-tight text-white">{title}</h1>
      <div className="mt-4 space-y-4">{children}</div>
    </div>
  );
}

/** The honest notice for a page whose content a later issue builds. */
export function NotBuiltNotice() {
  const { t } = useTranslation();
  return (
    <Card role="status" className="flex items-start gap-3 border-amber-500/40 bg-amber-950/40">
      <Construction className="mt-0.5 size-5 shrink-0 text-amber-400" aria-hidden />
      <div>
        <p className="font-semibold text-amber-100">{t('common.notBuilt')}</p>
        <p className="mt-1 text-sm text-amber-200/80">{t('common.notBuiltDetail')}</p>
      </div>
    </Card>
  );
}

/** A placeholder route: the page's real title and the notice, nothing invented. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <NotBuiltNotice />
    </Page>
  );
}
