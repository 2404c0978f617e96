import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { InstallBanner } from '../features/install/components/InstallBanner';
import { autoAcceptPermissions } from '../features/permissions/auto-accept';
import { useSession } from '../lib/session';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { LiveAlerts } from './LiveAlerts';
import { LoadingScreen } from './LoadingScreen';

/** Header, the routed page, bottom navigation, install banner and the toaster (P2 §2). */
export function AppShell() {
  const { t } = useTranslation();
  const [permissionsReady, setPermissionsReady] = useState(false);
  // Starts the anonymous session; pages that need it read the same query.
  useSession();

  useEffect(() => {
    let mounted = true;
    // Accepting is a step of its own so the loading screen covers it (P2 §2).
    void Promise.resolve().then(() => {
      autoAcceptPermissions();
      if (mounted) setPermissionsReady(true);
    });
    return () => {
      mounted = false;
    };
  }, []);

  if (!permissionsReady) return <LoadingScreen />;

  return (
    <div className="min-h-dvh bg-neutral-950 text-neutral-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-black"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className="pb-[calc(5rem+env(safe-area-inset-bottom))]">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <InstallBanner />
      <BottomNav />
      <LiveAlerts />
      <Toaster />
    </div>
  );
}

function PageFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="px-4 py-8 text-center text-neutral-400">
      {t('common.loading')}
    </p>
  );
}
