import { randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, VERIFIED_TOKENS_KEPT, verifiedTokenCount, verifyAccessToken } from './token.service.js';

vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof import('jose')>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});

const secretA = { jwtSecret: 'a'.repeat(40), ACCESS_TOKEN_TTL_SECONDS: 600 };
const secretB = { jwtSecret: 'b'.repeat(40), ACCESS_TOKEN_TTL_SECONDS: 600 };
const subject = () => ({ sub: 'anonymous', sid: randomUUID(), store: 1 });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

afterEach(() => vi.useRealTimers());

describe('access tokens checked once and remembered', () => {
  it('check a signature once: the same token again is not verified again', async () => {
    const token = await signAccessToken(secretA, subject());
    const before = vi.mocked(jwtVerify).mock.calls.length;
    for (let i = 0; i < 3; i++) await verifyAccessToken(secretA, token);
    expect(vi.mocked(jwtVerify).mock.calls.length - before).toBe(1);
  });

  it('still expire: a token accepted before its expiry is refused as expired after it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken(secretA, subject(), now + 60);
    expect((await verifyAccessToken(secretA, token)).exp).toBe(now + 60);
    expect((await verifyAccessToken(secretA, token)).exp).toBe(now + 60);
    vi.useFakeTimers({ now: (now + 61) * 1000 });
    expect(await codeOf(verifyAccessToken(secretA, token))).toBe('token_expired');
  });

  it('are remembered per secret: a token accepted under one key is refused under another', async () => {
    const token = await signAccessToken(secretA, subject());
    await verifyAccessToken(secretA, token);
    expect(await codeOf(verifyAccessToken(secretB, token))).toBe('unauthenticated');
    expect(await codeOf(verifyAccessToken(secretA, `${token}x`))).toBe('unauthenticated');
  });

  it(`keep at most ${VERIFIED_TOKENS_KEPT} tokens, and one pushed out is checked again, not refused`, async () => {
    const first = await signAccessToken(secretB, subject());
    await verifyAccessToken(secretB, first);
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i++) {
      await verifyAccessToken(secretB, await signAccessToken(secretB, subject()));
    }
    expect(verifiedTokenCount(secretB.jwtSecret)).toBe(VERIFIED_TOKENS_KEPT);
    const before = vi.mocked(jwtVerify).mock.calls.length;
    expect((await verifyAccessToken(secretB, first)).sub).toBe('anonymous');
    expect(vi.mocked(jwtVerify).mock.calls.length - before).toBe(1);
    expect(verifiedTokenCount(secretB.jwtSecret)).toBe(VERIFIED_TOKENS_KEPT);
  });
});
