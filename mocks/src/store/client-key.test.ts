import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('the key per-client limits count under', () => {
  it('is an IPv4 address itself, also when a dual-stack socket writes it IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('is the /64 of an IPv6 address: one network cannot rotate addresses to get fresh limits', () => {
    const one = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:1');
    expect(clientKey('2001:db8:1:2::9')).toBe(one);
    expect(clientKey('2001:0db8:0001:0002:ffff::')).toBe(one);
    expect(clientKey('2001:db8:1:2:aaaa::1%eth0')).toBe(one);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(one);
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8:0:0:1::'));
    expect(clientKey('2001:db8::1')).not.toBe(one);
  });

  it('keeps a name that is no address as it is', () => {
    expect(clientKey('local')).toBe('local');
  });
});
