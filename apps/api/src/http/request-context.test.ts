import { describe, expect, it } from 'vitest';
import { languageOf } from './request-context.js';

describe('languageOf: the answer language from X-App-Language', () => {
  it('is English when the header is absent', () => {
    expect(languageOf({ headers: {} })).toBe('en');
  });

  it('reads a known language from the first two letters, in any case', () => {
    expect(languageOf({ headers: { 'x-app-language': 'RU-ru' } })).toBe('ru');
    expect(languageOf({ headers: { 'x-app-language': ['ru', 'en'] } })).toBe('ru');
  });

  it('falls back to English for a language the shop does not speak', () => {
    expect(languageOf({ headers: { 'x-app-language': 'de' } })).toBe('en');
    expect(languageOf({ headers: { 'x-app-language': '' } })).toBe('en');
  });
});
