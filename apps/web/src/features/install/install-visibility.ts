export interface InstallBannerInputs {
  isStandalone: boolean;
  dismissedThisSession: boolean;
  installed: boolean;
  isMobile: boolean;
  hasInstallPrompt: boolean;
  /** INSTALL_BANNER_DELAY_MS have passed since the prompt event (or, without one, since load). */
  delayElapsed: boolean;
}

/**
 * Spec P1 §4: hidden when already standalone, dismissed this session, installed, or on a
 * non-mobile device without an install prompt; otherwise shown once the 3 s delay has passed.
 * A phone without a prompt (iOS Safari never fires one) still sees it, with manual steps.
 */
export function shouldShowInstallBanner(inputs: InstallBannerInputs): boolean {
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
