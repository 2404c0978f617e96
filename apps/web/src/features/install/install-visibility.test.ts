import { describe, expect, it } from 'vitest';
import {
  detectPlatform,
  isClearPath,
  isMobileUserAgent,
  manualInstructionsKey,
  shouldShowInstallBanner,
  type InstallBannerInputs,
} from './install-visibility';

const base: InstallBannerInputs = {
  isStandalone: false,
  dismissedThisSession: false,
  installed: false,
  isMobile: false,
  hasInstallPrompt: true,
  delayElapsed: true,
  shownInEarlierSession: false,
  mustStayClear: false,
};

describe('shouldShowInstallBanner (P1 §4)', () => {
  it('shows once the delay after the install prompt has passed', () => {
    expect(shouldShowInstallBanner(base)).toBe(true);
    expect(shouldShowInstallBanner({ ...base, delayElapsed: false })).toBe(false);
  });

  it('never covers an emergency, the recorder or a page that must stay clear', () => {
    expect(shouldShowInstallBanner({ ...base, mustStayClear: true })).toBe(false);
    for (const path of ['/watch', '/contact-consent', '/verify-phone', '/record', '/drill']) {
      expect(isClearPath(path), path).toBe(true);
    }
    for (const path of ['/', '/alerts', '/profile', '/watchers', '/recordings']) {
      expect(isClearPath(path), path).toBe(false);
    }
  });

  it('is offered in one session only', () => {
    expect(shouldShowInstallBanner({ ...base, shownInEarlierSession: true })).toBe(false);
  });

  it('hides when running standalone', () => {
    expect(shouldShowInstallBanner({ ...base, isStandalone: true })).toBe(false);
  });

  it('hides when dismissed this session', () => {
    expect(shouldShowInstallBanner({ ...base, dismissedThisSession: true })).toBe(false);
  });

  it('hides after install', () => {
    expect(shouldShowInstallBanner({ ...base, installed: true })).toBe(false);
  });

  it('hides on a non-mobile device without an install prompt', () => {
    expect(shouldShowInstallBanner({ ...base, hasInstallPrompt: false })).toBe(false);
  });

  it('shows on a phone without a prompt, where Install App gives manual steps', () => {
    expect(shouldShowInstallBanner({ ...base, hasInstallPrompt: false, isMobile: true })).toBe(
      true,
    );
  });
});

describe('platform detection', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

  it('tells iOS, Android and other devices apart', () => {
    expect(detectPlatform(iphone)).toBe('ios');
    expect(detectPlatform(android)).toBe('android');
    expect(detectPlatform(desktop)).toBe('other');
    expect(isMobileUserAgent(iphone)).toBe(true);
    expect(isMobileUserAgent(desktop)).toBe(false);
  });

  it('gives iOS the Share then Add to Home Screen instructions', () => {
    expect(manualInstructionsKey('ios')).toBe('install.manualIos');
    expect(manualInstructionsKey('android')).toBe('install.manualAndroid');
  });
});
