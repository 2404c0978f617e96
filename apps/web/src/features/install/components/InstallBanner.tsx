import { Download, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsScreenCovered } from '../../../lib/screen-cover';
import { PRODUCT_SHORT_NAME } from '@redzone/contract';
import { Button } from '../../../components/ui/button';
import {
  detectPlatform,
  isMobileUserAgent,
  manualInstructionsKey,
  shouldShowInstallBanner,
} from '../install-visibility';
import { withPageTexts } from '../../../i18n';
import { noteInstallBannerShown, useInstallPrompt } from '../use-install-prompt';

// The dialog (Radix Dialog and Tabs) loads only when asked for, keeping the shell's first load small.
const InstallInstructionsDialog = lazy(
  withPageTexts(() =>
    import('./InstallInstructionsDialog').then((m) => ({ default: m.InstallInstructionsDialog })),
  ),
);

/**
 * Spec P1 §2 / §4: the bottom install banner, small, offered in one session only. `mustStayClear`
 * comes from the shell: an emergency, the recorder, or a page nothing may cover.
 */
export function InstallBanner({ mustStayClear }: { mustStayClear: boolean }) {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const userAgent = navigator.userAgent;

  const isCovered = useIsScreenCovered();
  const visible =
    !isCovered &&
    shouldShowInstallBanner({
      isStandalone: prompt.isStandalone,
      dismissedThisSession: prompt.dismissed,
      installed: prompt.installed,
      isMobile: isMobileUserAgent(userAgent),
      hasInstallPrompt: prompt.canInstall,
      delayElapsed: prompt.delayElapsed,
      shownInEarlierSession: prompt.shownInEarlierSession,
      mustStayClear,
    });

  useEffect(() => {
    if (visible) noteInstallBannerShown();
  }, [visible]);

  async function onInstall() {
    const result = await prompt.install();
    // P1 §4: without a prompt, Install App shows an alert with manual instructions.
    if (result === 'no-prompt' || result === 'failed') {
      window.alert(t(manualInstructionsKey(detectPlatform(userAgent))));
    }
  }

  return (
    <>
      {visible ? (
        <aside
          aria-labelledby="install-banner-title"
          className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md px-3"
        >
          <div className="rounded-xl border border-red-500/40 bg-neutral-900 px-3 py-2 shadow-2xl">
            <div className="flex items-start justify-between gap-2">
              <h2 id="install-banner-title" className="text-sm font-bold text-white">
                {t('install.bannerTitle', { name: PRODUCT_SHORT_NAME })}
              </h2>
              <Button
                variant="ghost"
                size="icon"
                className="-mr-2 -mt-2"
                onClick={prompt.dismiss}
                aria-label={t('install.dismiss')}
              >
                <X aria-hidden />
              </Button>
            </div>
            <ul className="mt-1 flex flex-wrap gap-x-3 text-xs text-neutral-300">
              <li>{t('install.worksOffline')}</li>
              <li>{t('install.quickAccess')}</li>
              <li>{t('install.noAppStore')}</li>
            </ul>
            <div className="mt-2 flex flex-wrap items-center gap-1">
              <Button size="sm" onClick={() => void onInstall()}>
                <Download aria-hidden />
                {t('install.installApp')}
              </Button>
              <Button size="sm" variant="outline" onClick={prompt.dismiss}>
                {t('install.dismiss')}
              </Button>
              <Button size="sm" variant="link" onClick={() => setInstructionsOpen(true)}>
                {t('install.howTo')}
              </Button>
            </div>
          </div>
        </aside>
      ) : null}
      {instructionsOpen ? (
        <Suspense fallback={null}>
          <InstallInstructionsDialog open onOpenChange={setInstructionsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
