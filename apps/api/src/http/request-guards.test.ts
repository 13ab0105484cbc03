import { describe, expect, it } from 'vitest';
import { isValidHost } from './request-guards.js';

describe('isValidHost', () => {
  it('accepts names, addresses and ports a client may send', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:65535',
      '[::1]:3000',
      'shop.example',
      'shop_web:80',
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses impossible ports, spaces, brackets, percent signs and overlong names', () => {
    for (const host of ['127.0.0.1:99999', '[', 'a b', '', ':::::', 'localhost:-1', '%00', 'x'.repeat(4000), 'évil']) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});
