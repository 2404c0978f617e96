import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AfterPaint } from '../components/after-paint';
import { withPageTexts } from '../i18n';
import { isFlagOn } from '../config/flags';
import { InstallBanner } from '../features/install/components/InstallBanner';
import { EmergencyDelivery } from '../features/alerts/components/EmergencyDelivery';
import { autoAcceptPermissions } from '../features/permissions/auto-accept';
import { uploadDevicePinsIfMissing } from '../features/recorder/upload-device-pins';
import { useSession } from '../lib/session';
import { BottomNav } from './BottomNav';
import { EmergencyRecorder } from './EmergencyRecorder';
import { OnWatchBanner } from '../features/on-watch/components/OnWatchBanner';
import { Header } from './Header';
import { LiveAlerts } from './LiveAlerts';
import { LoadingScreen } from './LoadingScreen';
import { PendingEndBar } from './PendingEndBar';
import { RecordingStatusBar } from './RecordingStatusBar';
import { SpokenPhraseStart } from './SpokenPhraseStart';

// Radix Toast comes after the first paint; a toast raised before it arrives shows when it does.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((m) => ({ default: m.Toaster })),
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
    // Issue 29: PINs this phone set before the server kept them; tried again at the next start.
    void uploadDevicePinsIfMissing().catch(() => undefined);
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
      {/* One sticky block: the REC bar stays under the header on every page (issue 31). */}
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
      <BottomNav />
      {/* Nothing of these shows at first: each starts in a frame of its own after the first paint. */}
      <AfterPaint>
        <LiveAlerts />
      </AfterPaint>
      <AfterPaint>
        <EmergencyRecorder />
        <SpokenPhraseStart />
        <EmergencyDelivery isPhoneVerified={session.data?.isPhoneVerified === true} />
      </AfterPaint>
      <AfterPaint>
        <InstallBanner />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterPaint>
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
