import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from './settings';

const DAYS_365_IN_SECONDS = 365 * 24 * 60 * 60;

describe('chooseLocale', () => {
  const written: string[] = [];
  beforeEach(() => {
    written.length = 0;
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  // Spec §3: "a locale cookie (365 days)"; §9: "Locale cookie 365 days".
  it('keeps the language in the locale cookie for 365 days (spec §3, §9)', () => {
    chooseLocale('ru');
    expect(written).toEqual([`locale=ru; Max-Age=${DAYS_365_IN_SECONDS}; Path=/; SameSite=Lax`]);
  });
});
