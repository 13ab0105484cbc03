import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config/env.js';

/** The gateway signs like Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const TEST_CARD_SIGNATURE_HEADER = 'x-test-card-signature';
/** An older signature is refused, so a captured confirmation cannot be replayed much later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const generated = new Map<string, string>();

/**
 * TEST_CARD_SECRET, or else a random secret made once per data folder and kept there, so that it
 * survives restarts and every process on the folder shares it. Production requires the variable.
 */
export function testCardSecret(config: Pick<Config, 'TEST_CARD_SECRET' | 'dataDir'>): string {
  if (config.TEST_CARD_SECRET) return config.TEST_CARD_SECRET;
  let secret = generated.get(config.dataDir);
  if (!secret) {
    secret = readOrCreateSecret(path.join(config.dataDir, 'test-card-secret'));
    generated.set(config.dataDir, secret);
  }
  return secret;
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then linked into place: the link fails if another process won, and no reader
  // ever sees a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signTestCardEvent(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** True when the header carries a fresh signature of exactly this body. */
export function verifyTestCardSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = new Date(),
): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
}

/** The gateway keeps no state between its two steps: the second form carries this proof of the first. */
export function challengeToken(secret: string, paymentId: string, expires: number): string {
  return createHmac('sha256', secret).update(`challenge.${paymentId}.${expires}`).digest('hex');
}

export function isValidChallenge(secret: string, paymentId: string, token: string, expires: number, now = new Date()) {
  if (!Number.isSafeInteger(expires) || expires < now.getTime() || !/^[0-9a-f]{64}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(token, 'hex'), Buffer.from(challengeToken(secret, paymentId, expires), 'hex'));
}
