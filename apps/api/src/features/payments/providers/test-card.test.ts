import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCard, passesLuhn, TEST_CARDS } from './test-card.js';
import {
  challengeToken,
  isValidChallenge,
  signTestCardEvent,
  testCardSecret,
  verifyTestCardSignature,
} from './test-card.signature.js';

const now = new Date('2030-06-15T12:00:00Z');
const card = (number: string, expiry = '12/31', cvc = '123') => checkCard({ number, expiry, cvc }, now);

describe('test card rules', () => {
  it('passes the documented cards through Luhn and fails a one-digit typo', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('decides by the documented numbers: succeeds, declined, second step, any other card declined', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, outcome: 'succeed' });
    expect(card('4000-0000-0000-0002')).toEqual({ ok: true, outcome: 'decline' });
    expect(card('4000000000003220')).toEqual({ ok: true, outcome: 'challenge' });
    expect(card('5555555555554444')).toEqual({ ok: true, outcome: 'decline' });
  });

  it('names each bad field: missing, not a card number, malformed or past expiry, bad CVC', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      ok: false,
      problems: { number: 'required', expiry: 'required', cvc: 'required' },
    });
    expect(card('4242424242424241', '13/31', '12')).toEqual({
      ok: false,
      problems: { number: 'number_invalid', expiry: 'expiry_invalid', cvc: 'cvc_invalid' },
    });
    expect(card('4242424242424242', '05/30')).toEqual({ ok: false, problems: { expiry: 'expiry_past' } });
    // The card is valid until the end of its month.
    expect(card('4242424242424242', '06/30')).toEqual({ ok: true, outcome: 'succeed' });
  });
});

describe('test gateway signatures', () => {
  const secret = 'a'.repeat(32);
  const body = JSON.stringify({ type: 'payment.succeeded', amount: 4990 });

  it('accepts its own fresh signature of exactly the body', () => {
    expect(verifyTestCardSignature(secret, body, signTestCardEvent(secret, body, now), now)).toBe(true);
  });

  it('refuses another body, another secret, an old signature and garbage', () => {
    const header = signTestCardEvent(secret, body, now);
    expect(verifyTestCardSignature(secret, body.replace('4990', '1'), header, now)).toBe(false);
    expect(verifyTestCardSignature('b'.repeat(32), body, header, now)).toBe(false);
    expect(verifyTestCardSignature(secret, body, header, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyTestCardSignature(secret, body, 't=1,v1=zz', now)).toBe(false);
    expect(verifyTestCardSignature(secret, body, undefined, now)).toBe(false);
  });

  it('proves the second step belongs to the payment and is not expired', () => {
    const expires = now.getTime() + 60_000;
    const token = challengeToken(secret, 'p1', expires);
    expect(isValidChallenge(secret, 'p1', token, expires, now)).toBe(true);
    expect(isValidChallenge(secret, 'p2', token, expires, now)).toBe(false);
    expect(isValidChallenge(secret, 'p1', token, expires + 1, now)).toBe(false);
    expect(isValidChallenge(secret, 'p1', token, expires, new Date(expires + 1))).toBe(false);
  });

  it('generates a secret once per data folder and keeps it there; TEST_CARD_SECRET wins', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kordon-secret-'));
    const first = testCardSecret({ dataDir, TEST_CARD_SECRET: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, 'test-card-secret'), 'utf8')).toBe(first);
    expect(testCardSecret({ dataDir, TEST_CARD_SECRET: undefined })).toBe(first);
    expect(testCardSecret({ dataDir, TEST_CARD_SECRET: secret })).toBe(secret);
    fs.rmSync(dataDir, { recursive: true });
  });
});
