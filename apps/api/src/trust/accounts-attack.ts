import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { call, codeIn, startSession } from '../features/auth/auth.testing.js';
import { readMailboxMessage } from '../features/mail/file-mailbox.js';
import { mailboxDir } from '../features/mail/mailer.js';
import type { TestApp } from '../testing/test-app.js';

/** The attacker's tools for the sign-in guessing runs of the trust suite (docs/security.md). */

export type Shop = { t: TestApp; storeId: number };

/** Tallies by label, printed as figures. */
export type Counts = Record<string, number>;

export const bump = (counts: Counts, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

export function addCounts(into: Counts, from: Counts) {
  for (const [key, value] of Object.entries(from)) bump(into, key, value);
}

/** Distinct client addresses for one run, so no two parts of it share a per-IP limit by chance. */
export function addressPool(second: number) {
  let next = 0;
  return () => {
    const n = next++;
    return `10.${second}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

/** A session the attacker opened: the code it asked for (known to the test only) and its wrong tries. */
export type AttackSession = { token: string; ip: string; code?: string; tries: number; refusedBy?: string };

export async function openSession(shop: Shop, ip: string): Promise<AttackSession> {
  const pair = await startSession(shop.t, shop.storeId, ip);
  return { token: pair.token, ip, tries: 0 };
}

export const askCode = (shop: Shop, session: Pick<AttackSession, 'token' | 'ip'>, email: string) =>
  call(shop.t, 'POST', '/auth/login', {
    token: session.token,
    body: { email, store_id: shop.storeId },
    ip: session.ip,
  });

export const tryCode = (shop: Shop, session: Pick<AttackSession, 'token' | 'ip'>, code: string) =>
  call(shop.t, 'POST', '/auth/check', {
    token: session.token,
    body: { device_id: 'attacker', platform: 'web', store_id: shop.storeId, verification_code: code },
    ip: session.ip,
  });

/** A visitor that asked for a code for `email` from `ip`, with the code it was mailed. */
export async function pendingSignIn(shop: Shop, email: string, ip: string) {
  const session = await openSession(shop, ip);
  const answer = await askCode(shop, session, email);
  if (answer.statusCode !== 200) throw new Error(`login failed: ${answer.body}`);
  return { ...session, email, code: await codeMailedTo(shop.t, email) };
}

/** A six-digit guess that is surely wrong: the attacker does not know the code, and the run must not win by luck. */
export function wrongGuess(code: string | undefined): string {
  for (;;) {
    const guess = String(randomInt(100_000, 1_000_000));
    if (guess !== code) return guess;
  }
}

/** How an answer reads, for the figures: status, code and message with its numbers left out. */
export function answerLabel(response: LightMyRequestResponse): string {
  const body = response.json();
  if (response.statusCode === 200) return '200';
  return `${response.statusCode} ${body.code}: ${String(body.message).replace(/\d+/g, 'N')}`;
}

/** What the code check said: the rule behind a refusal is read from its message, as a client would. */
export function checkAnswer(response: LightMyRequestResponse) {
  if (response.statusCode === 200) return 'accepted';
  const message = String(response.json().message);
  if (response.statusCode === 422 && message === 'Invalid code') return 'invalid';
  if (response.statusCode === 422 && message === 'Too many wrong attempts. Please request a new code') return 'burnt';
  if (response.statusCode === 429 && message.endsWith('before trying another code')) return 'ip_limit';
  return `unexpected ${answerLabel(response)}`;
}

/** What /auth/login said: a code sent, or refused by an address rule or the per-IP rule. */
export function loginAnswer(response: LightMyRequestResponse) {
  if (response.statusCode === 200) return 'sent';
  const message = String(response.json().message);
  if (response.statusCode === 429 && message.endsWith('before requesting a new code')) return 'address';
  if (response.statusCode === 429 && message.endsWith('before requesting more codes')) return 'ip';
  return `unexpected ${answerLabel(response)}`;
}

/**
 * The codes last mailed to these addresses. Delivers queued mail, then reads the run's mailbox
 * newest first and stops once every address is found (the mailbox is shared by the whole run).
 */
export async function codesMailedTo(t: TestApp, emails: string[]): Promise<Map<string, string>> {
  await t.app.outbox.drain();
  const dir = mailboxDir(t.config);
  const ids = (await fs.readdir(dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .sort()
    .reverse();
  const wanted = new Set(emails.map((email) => email.toLowerCase()));
  const codes = new Map<string, string>();
  for (const id of ids) {
    if (codes.size === wanted.size) break;
    const mail = await readMailboxMessage(dir, id);
    if (mail && wanted.has(mail.to) && !codes.has(mail.to)) codes.set(mail.to, codeIn(mail.text));
  }
  if (codes.size !== wanted.size) throw new Error(`no code mailed to ${[...wanted].filter((e) => !codes.has(e))}`);
  return codes;
}

export async function codeMailedTo(t: TestApp, email: string): Promise<string> {
  return (await codesMailedTo(t, [email])).get(email.toLowerCase())!;
}

/** Runs `work` on every item, `width` at a time, keeping each item's own steps in order. */
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
