export interface InstallBannerInputs {
  isStandalone: boolean;
  dismissedThisSession: boolean;
  installed: boolean;
  isMobile: boolean;
  hasInstallPrompt: boolean;
  /** INSTALL_BANNER_DELAY_MS have passed since the prompt event (or, without one, since load). */
  delayElapsed: boolean;
  /** The banner was shown in an earlier session on this device: it is offered once. */
  shownInEarlierSession: boolean;
  /**
   * Nothing may cover the screen now: an emergency or the recorder is on, or the page is one
   * where a banner would hide what matters (the footage someone watches, a code being typed).
   */
  mustStayClear: boolean;
}

/**
 * Pages a banner must never cover: the live watch page a trusted contact opens from a text, the
 * consent and verification steps (their code fields sit at the bottom), the recorder and a drill.
 */
const CLEAR_PATHS = ['/watch', '/contact-consent', '/verify-phone', '/record', '/drill'];

export function isClearPath(pathname: string): boolean {
  return CLEAR_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * Spec P1 §4: hidden when already standalone, dismissed this session, installed, or on a
 * non-mobile device without an install prompt; otherwise shown once the 3 s delay has passed.
 * A phone without a prompt (iOS Safari never fires one) still sees it, with manual steps.
 * Beyond the spec: never while the screen must stay clear, and only in the first session that
 * showed it (an outside walkthrough found it over End Emergency and the watch page's footage).
 */
export function shouldShowInstallBanner(inputs: InstallBannerInputs): boolean {
  if (inputs.mustStayClear || inputs.shownInEarlierSession) return false;
  if (inputs.isStandalone || inputs.dismissedThisSession || inputs.installed) return false;
  if (!inputs.isMobile && !inputs.hasInstallPrompt) return false;
  return inputs.delayElapsed;
}

export type InstallPlatform = 'ios' | 'android' | 'other';

export function detectPlatform(userAgent: string): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** The i18n key of the manual instructions shown when the browser offers no install prompt. */
export function manualInstructionsKey(platform: InstallPlatform): string {
  return {
    ios: 'install.manualIos',
    android: 'install.manualAndroid',
    other: 'install.manualOther',
  }[platform];
}
