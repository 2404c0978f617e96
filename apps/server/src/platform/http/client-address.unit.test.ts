import { describe, expect, it } from 'vitest';
import { addressGroup, truncatedAddress } from './client-address';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, mapped or not', () => {
    expect(addressGroup('192.0.2.17')).toBe('192.0.2.17');
    expect(addressGroup('::ffff:192.0.2.17')).toBe('192.0.2.17');
  });

  it('groups an IPv4 network when asked: a /24, a /20', () => {
    expect(addressGroup('192.0.2.17', 24)).toBe('192.0.2.0/24');
    expect(addressGroup('::ffff:203.0.113.250', 24)).toBe('203.0.113.0/24');
    expect(addressGroup('198.51.100.77', 20)).toBe('198.51.96.0/20');
    expect(addressGroup('198.51.100.77', 32)).toBe('198.51.100.77');
    expect(addressGroup('2001:db8:1:2::1', 24)).toBe('2001:db8:1:2::/64');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});

describe('truncatedAddress', () => {
  it('keeps an IPv4 /24 and an IPv6 /48 only', () => {
    expect(truncatedAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(truncatedAddress('not an address')).toBe('unknown');
  });
});
