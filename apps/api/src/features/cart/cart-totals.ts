import type { CartTotal, LanguageCode } from '@kordon/contract';
import { convert } from '../../platform/money.js';
import { formatMoney } from '../../platform/money-format.js';
import type { Currency } from '../currency/currency.service.js';
import type { CouponRow } from './coupon.queries.js';

/**
 * What the coupon takes off a subtotal, or null when it does not apply; USD minimums and fixed values are
 * converted like prices. Free shipping takes nothing here: the checkout zeroes the shipping row.
 */
export function couponDiscount(coupon: CouponRow, subtotal: number, currency: Currency): number | null {
  if (!coupon.usable || subtotal <= 0 || subtotal < convert(coupon.minSubtotal, currency)) return null;
  switch (coupon.kind) {
    case 'percent': {
      const percent = Math.min(100, Math.max(0, coupon.value));
      // An integer over 100: an exact half is representable, so Math.round is half-up here.
      return Math.round((subtotal * percent) / 100);
    }
    case 'fixed':
      return Math.min(subtotal, convert(Math.max(0, coupon.value), currency));
    case 'free_shipping':
      return 0;
  }
}

const TITLES = {
  subtotal: { en: 'Subtotal', ru: 'Сумма товаров' },
  coupon: { en: 'Coupon', ru: 'Купон' },
  total: { en: 'Total', ru: 'Итого' },
} as const;

/** Spec-coverage 3.2: subtotal, a coupon row when one applies (not a normal line), total. */
export function totalsOf(
  subtotal: number,
  coupon: { code: string; discount: number } | null,
  currency: Currency,
  lang: LanguageCode,
): CartTotal[] {
  const row = (type: keyof typeof TITLES, amount: number, couponName: string | null = null): CartTotal => ({
    type,
    title: TITLES[type][lang],
    amount,
    amountString: formatMoney(amount, currency, lang),
    couponName,
  });
  const discount = coupon?.discount ?? 0;
  return [
    row('subtotal', subtotal),
    ...(coupon ? [row('coupon', discount === 0 ? 0 : -discount, coupon.code)] : []),
    row('total', subtotal - discount),
  ];
}
