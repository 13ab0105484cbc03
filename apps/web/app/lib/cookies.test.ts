import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header, first value wins, bad encodings skipped', () => {
    expect(parseCookies('locale=ru; currency=EUR; locale=en; bad=%E0%A4%A')).toEqual({ locale: 'ru', currency: 'EUR' });
    expect(parseCookies(null)).toEqual({});
  });
  it('writes a site-wide cookie with a max age', () => {
    expect(serializeCookie('locale', 'ru', 31_536_000)).toBe('locale=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('writes a session cookie when given no max age (the cookie notice: spec "for the browser session")', () => {
    expect(serializeCookie('cookie_notice', 'ok')).toBe('cookie_notice=ok; Path=/; SameSite=Lax');
  });
});
