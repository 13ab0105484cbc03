import { z } from 'zod';

/**
 * Staff type money in major units ("19.99"); the API takes integer minor units. Two decimals: the
 * back office edits base-currency (USD) amounts. Text in, minor units out, for a form's schema.
 */
export const moneyText = z
  .string()
  .trim()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, 'Enter an amount like 19.99')
  .transform((text) => Math.round(Number(text.replace(',', '.')) * 100));

/** Minor units as a form shows them: 1999 → "19.99". */
export const moneyTextOf = (minor: number | null | undefined) => (minor == null ? '' : (minor / 100).toFixed(2));
