import { describe, expect, it } from 'vitest';
import { pushSupport } from './push-support';

describe('pushSupport (say clearly when the browser cannot)', () => {
  it('is supported wherever the Push API is', () => {
    expect(pushSupport({ hasPushApi: true, isIos: true, isStandalone: true })).toBe('supported');
    expect(pushSupport({ hasPushApi: true, isIos: false, isStandalone: false })).toBe('supported');
  });

  it('asks an iPhone in a Safari tab to add the app to the Home Screen', () => {
    expect(pushSupport({ hasPushApi: false, isIos: true, isStandalone: false })).toBe(
      'needs_install',
    );
  });

  it('says it cannot when nothing would help', () => {
    expect(pushSupport({ hasPushApi: false, isIos: true, isStandalone: true })).toBe('unsupported');
    expect(pushSupport({ hasPushApi: false, isIos: false, isStandalone: false })).toBe(
      'unsupported',
    );
  });
});
