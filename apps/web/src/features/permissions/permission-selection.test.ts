import { PERMISSION_COUNT, PERMISSION_ITEMS } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { acceptedPermissionsRecord } from './auto-accept';
import { allRequiredTicked, recordFor, tickAll, toggle } from './permission-selection';

describe('permission selection', () => {
  it('has nine permissions, all required', () => {
    expect(PERMISSION_ITEMS).toHaveLength(PERMISSION_COUNT);
    expect(PERMISSION_ITEMS.every((item) => item.required)).toBe(true);
  });

  it('enables Continue only when every required permission is ticked', () => {
    expect(allRequiredTicked(new Set())).toBe(false);
    const all = tickAll();
    expect(allRequiredTicked(all)).toBe(true);
    expect(allRequiredTicked(toggle(all, 'camera-access'))).toBe(false);
    expect(allRequiredTicked(toggle(toggle(all, 'camera-access'), 'camera-access'))).toBe(true);
  });

  it('stores the same record as auto-accept when all are ticked', () => {
    const now = new Date('2025-09-02T12:00:00Z');
    expect(recordFor(tickAll(), now)).toEqual(acceptedPermissionsRecord(now));
    expect(recordFor(new Set(['camera-access']), now)).toMatchObject({
      cameraAccess: true,
      microphoneAccess: false,
      allAccepted: false,
      acceptedAt: null,
    });
  });
});
