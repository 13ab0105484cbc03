import { describe, expect, it } from 'vitest';
import { canonicalPathOf } from './legacy-paths';

describe('canonicalPathOf', () => {
  it('points legacy duplicates at their page, keeping the language', () => {
    expect(canonicalPathOf('/mainPage')).toBe('/');
    expect(canonicalPathOf('/ru/mainPage')).toBe('/ru');
    expect(canonicalPathOf('/ru/brands/brands')).toBe('/ru/brands');
  });
  it('keeps every other path', () => {
    expect(canonicalPathOf('/brands/ratnik')).toBe('/brands/ratnik');
  });
});
