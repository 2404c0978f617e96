import { lazy, Suspense } from 'react';
import { AfterPaint } from '../components/after-paint';
import { useLocation } from 'react-router';
import { useEmergency } from '../features/alerts/emergency-store';
import { InstallBanner } from '../features/install/components/InstallBanner';
import { isClearPath } from '../features/install/install-visibility';
import { useRecorderOpen } from '../features/recorder/recorder-overlay-store';
import { LiveAlerts } from './LiveAlerts';
import { SpokenPhraseStart } from './SpokenPhraseStart';

// Radix Toast comes last; a toast raised before it arrives shows when it does.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/**
 * The shell's parts that show nothing at first and that no emergency waits for: the live stream
 * and the urgent modal, the spoken phrase, the install banner and the toaster. Their own chunk,
 * loaded once the first page is on screen (AppShell), each part then drawn in a frame of its own.
 */
export function ShellServices() {
  return (
    <>
      <AfterPaint>
        <LiveAlerts />
      </AfterPaint>
      <AfterPaint>
        <SpokenPhraseStart />
      </AfterPaint>
      <AfterPaint>
        <ShellInstallBanner />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterPaint>
    </>
  );
}

/** The install banner, kept off the screen while an emergency, the recorder or the page needs it. */
function ShellInstallBanner() {
  const emergency = useEmergency();
  const recorderOpen = useRecorderOpen();
  const { pathname } = useLocation();
  return (
    <InstallBanner mustStayClear={emergency !== null || recorderOpen || isClearPath(pathname)} />
  );
}
