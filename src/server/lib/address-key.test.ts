import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keys an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::1')).toBe(key);
    expect(addressKey('2001:db8:0:1:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0001:0000:0000:0000:0001')).toBe(key);
    expect(addressKey('2001:db8:0:1:a:b:1.2.3.4')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps an IPv4 address, an IPv4-mapped one included, as one client', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.6')).not.toBe(addressKey('::ffff:203.0.113.5'));
  });

  it('leaves anything that is no address as it is', () => {
    expect(addressKey('gone')).toBe('gone');
    expect(addressKey('')).toBe('');
  });
});
