import { absoluteUrl } from '../../../platform/links.js';
import type { PaymentProvider } from '../payment-provider.js';

/** The documented test cards (docs/payments.md); the hosted page shows them as a hint. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Asks for a second step (as 3-D Secure does): the one-time code below, then succeeds. */
  challenge: '4000000000003220',
} as const;
export const CHALLENGE_CODE = '1234';

/** Card numbers, expiry dates and codes entered on the page are tried this often per payment. */
export const CARD_TRIES_PER_PAYMENT = 10;
export const CARD_TRIES_WINDOW_MS = 60 * 60_000;

export const testCardPagePath = (paymentId: string) => `/pay/test-card/${paymentId}`;

/** The built-in gateway: its "hosted page" is served by this server at /pay/test-card/:paymentId. */
export function testCardProvider(siteUrl: () => string): PaymentProvider {
  const pageOf = (paymentId: string) => absoluteUrl(siteUrl(), testCardPagePath(paymentId));
  return {
    code: 'test_card',
    pageOf,
    start: async ({ paymentId }) => ({ url: pageOf(paymentId) }),
    // Nothing outside to call: the refund row the caller writes is the gateway's record of it.
    refund: async ({ key }) => ({ status: 'succeeded', externalId: `test_refund_${key}` }),
  };
}

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardProblem = 'required' | 'number_invalid' | 'expiry_invalid' | 'expiry_past' | 'cvc_invalid';
export type CardCheck =
  | { ok: true; outcome: 'succeed' | 'decline' | 'challenge' }
  | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

/** The Luhn checksum every card number carries; a typo in one digit always breaks it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const monthEnd = (month: number, year: number) => new Date(Date.UTC(year, month, 1));

/** Checks the form as a card network would; a well-formed card that is not a test card is declined. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!digits) problems.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = 'number_invalid';
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  if (!input.expiry.trim()) problems.expiry = 'required';
  else if (!expiry || month < 1 || month > 12) problems.expiry = 'expiry_invalid';
  else if (monthEnd(month, 2000 + Number(expiry[2])) <= now) problems.expiry = 'expiry_past';
  if (!input.cvc.trim()) problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(input.cvc.trim())) problems.cvc = 'cvc_invalid';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  if (digits === TEST_CARDS.succeeds) return { ok: true, outcome: 'succeed' };
  if (digits === TEST_CARDS.challenge) return { ok: true, outcome: 'challenge' };
  return { ok: true, outcome: 'decline' };
}
