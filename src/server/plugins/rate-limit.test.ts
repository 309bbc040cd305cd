import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './rate-limit.ts';

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it('gives every address of one IPv6 network the same key, and another network another', () => {
    expect(rateLimitAddress('2001:db8:a:b::1')).toBe(rateLimitAddress('2001:db8:a:b:1234:5678:9abc:def0'));
    expect(rateLimitAddress('2001:db8:a:b::1')).not.toBe(rateLimitAddress('2001:db8:a:c::1'));
  });
});
