import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMoney, formatMoneyShort } from './format';

describe('back office formats', () => {
  it('writes money from integer minor units with the currency’s own decimals', () => {
    expect(formatMoney(123450, 'USD')).toBe('US$1,234.50');
    expect(formatMoney(123450, 'RUB')).toBe('RUB\u00a01,234.50');
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
    expect(formatMoney(-5, 'EUR')).toBe('-€0.05');
  });

  it('writes short amounts for a chart axis', () => {
    expect(formatMoneyShort(123450, 'USD')).toBe('US$1.2k');
    expect(formatMoneyShort(25000, 'USD')).toBe('US$250');
    expect(formatMoneyShort(1500, 'JPY')).toBe('JP¥1.5k');
  });

  it('groups counts and writes dates in the given time zone', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatDateTime('2026-11-28T18:14:43Z', { timeZone: 'UTC' })).toBe('28 Nov 2026, 18:14');
    expect(formatDateTime('2026-11-28T23:30:00Z', { timeZone: 'Europe/Moscow' })).toBe('29 Nov 2026, 02:30');
    expect(formatDate('2026-11-28T18:14:43Z', { timeZone: 'UTC' })).toBe('28 Nov 2026');
  });
});
