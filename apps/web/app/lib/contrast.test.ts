import { describe, expect, it } from 'vitest';
import { luminance, readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('puts dark text on light backgrounds and white on dark ones', () => {
    expect(readableTextOn('#ffe08a')).toBe('#17181a');
    expect(readableTextOn('#1d2023')).toBe('#ffffff');
    expect(readableTextOn('#b3261e')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#17181a');
  });
  it('falls back to dark text for colours it cannot read', () => {
    expect(luminance('red')).toBeNull();
    expect(readableTextOn('rgb(0,0,0)')).toBe('#17181a');
  });
});
