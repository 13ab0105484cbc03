import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits, never a leading zero, so a client that sends the code as a number loses nothing. */
export function generateCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

/** Keyed hash: a leaked table does not give the codes away, even by trying all 900 000 of them. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

export function codeMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(hashCode(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}
