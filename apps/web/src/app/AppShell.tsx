import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AfterPaint } from '../components/after-paint';
import { AfterStart } from '../components/after-start';
import { LoadBoundary } from '../components/load-boundary';
import { withPageTexts } from '../i18n';
import { isFlagOn } from '../config/flags';
import { EmergencyDelivery } from '../features/alerts/components/EmergencyDelivery';
import { autoAcceptPermissions } from '../features/permissions/auto-accept';
import { syncPins } from '../features/recorder/sync-pins';
import { afterStart } from '../lib/after-start';
import { importWithRetry } from '../lib/import-with-retry';
import { useSession } from '../lib/session';
import { BottomNav } from './BottomNav';
import { EmergencyRecorder } from './EmergencyRecorder';
import { OnWatchBanner } from '../features/on-watch/components/OnWatchBanner';
import { Header } from './Header';
import { LoadingScreen } from './LoadingScreen';
import { PendingEndBar } from './PendingEndBar';
import { RecordingStatusBar } from './RecordingStatusBar';

// Not in the first load: nothing of it shows at first, and no emergency waits for it.
const ShellServices = lazy(() =>
  importWithRetry(() => import('./ShellServices')).then((m) => ({ default: m.ShellServices })),
);

// P2 §2: built but off by default (flag "permissions-screen"); loaded only when switched on.
const PermissionsScreen = lazy(
  withPageTexts(() =>
    import('../features/permissions/components/PermissionsScreen').then((m) => ({
      default: m.PermissionsScreen,
    })),
  ),
);

/** Header, the routed page, bottom navigation, install banner and the toaster (P2 §2). */
export function AppShell() {
  const { t } = useTranslation();
  const [permissionsReady, setPermissionsReady] = useState(false);
  const [askPermissions] = useState(() => isFlagOn('permissions-screen'));
  // Starts the anonymous session; pages that need it read the same query.
  const session = useSession();
  const hasSession = session.isSuccess;

  useEffect(() => {
    if (!hasSession) return;
    let mounted = true;
    // Whether a stop PIN guards this phone, as the server says now; old PIN hashes go.
    afterStart(() => mounted && syncPins().catch(() => undefined));
    return () => {
      mounted = false;
    };
  }, [hasSession]);

  useEffect(() => {
    if (askPermissions) return;
    let mounted = true;
    // Accepting is a step of its own so the loading screen covers it (P2 §2).
    void Promise.resolve().then(() => {
      autoAcceptPermissions();
      if (mounted) setPermissionsReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [askPermissions]);

  if (!permissionsReady && askPermissions) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PermissionsScreen onContinue={() => setPermissionsReady(true)} />
      </Suspense>
    );
  }
  if (!permissionsReady) return <LoadingScreen />;

  return (
    <div className="min-h-dvh bg-neutral-950 text-neutral-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-black"
      >
        {t('app.skipToContent')}
      </a>
      {/* One sticky block: the REC bar stays under the header on every page. */}
      <div className="sticky top-0 z-30">
        <Header />
        <RecordingStatusBar />
        <OnWatchBanner />
        <PendingEndBar hasSession={hasSession} />
      </div>
      <main id="main" className="pb-[calc(5rem+env(safe-area-inset-bottom))]">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Fixed to the bottom, so drawing it a frame after the page moves nothing. */}
      <AfterPaint>
        <BottomNav />
      </AfterPaint>
      {/* Nothing of these shows at first: they start once the page is on screen (lib/after-start).
          The recorder's screen opens from its store when it mounts; the hold never waits for it. */}
      <AfterStart>
        <EmergencyRecorder />
        <EmergencyDelivery isPhoneVerified={session.data?.isPhoneVerified === true} />
      </AfterStart>
      <AfterStart>
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <ShellServices />
          </Suspense>
        </LoadBoundary>
      </AfterStart>
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
