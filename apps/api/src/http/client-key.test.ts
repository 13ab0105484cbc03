import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.js';

describe('clientKeyOf', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    expect(clientKeyOf('2001:db8::15')).toBe('2001:0db8:0000:0000::/64');
    expect(clientKeyOf('2001:db8:0:0:ffff:1:2:3')).toBe(clientKeyOf('2001:db8::1'));
    expect(clientKeyOf('2001:db8:0:1::1')).not.toBe(clientKeyOf('2001:db8::1'));
  });

  it('puts anything that is not an address into one short bucket', () => {
    expect(clientKeyOf(`${'x'.repeat(80)}`)).toBe('invalid');
    expect(clientKeyOf(undefined)).toBe('unknown');
  });
});
