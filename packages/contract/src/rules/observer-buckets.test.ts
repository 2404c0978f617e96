import { describe, expect, it } from 'vitest';
import { observerBucket, walkBucket } from './observer-buckets';

describe('observerBucket', () => {
  it('says none, a few or many, never a number', () => {
    expect([0, 1, 4, 5, 50].map(observerBucket)).toEqual(['none', 'few', 'few', 'many', 'many']);
  });
});

describe('walkBucket', () => {
  it('says a walk as a range: arrived within a minute, under 5, 5 to 15, more', () => {
    expect([0, 1, 2, 4, 5, 15, 16, 90].map(walkBucket)).toEqual([
      'arrived',
      'arrived',
      'under5',
      'under5',
      '5to15',
      '5to15',
      'more',
      'more',
    ]);
  });
});
