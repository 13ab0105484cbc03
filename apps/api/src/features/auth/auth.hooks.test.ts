import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { registerErrorHandling } from '../../http/error-handler.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createAuthHooks, registerAuthContext } from './auth.hooks.js';
import { insertStore, signIn, startSession, uniqueEmail } from './auth.testing.js';
import { signAccessToken } from './token.service.js';

let t: TestApp;
let probe: FastifyInstance;
let storeId: number;
let otherStoreId: number;

/** A bare server with one route per hook, answering what the hook put on the request. */
async function buildProbe(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerAuthContext(app, t, { staff: async () => Promise.reject(new Error('no staff call here')) });
  const hooks = createAuthHooks(t);
  for (const [path, preHandler] of Object.entries(hooks)) {
    app.get(`/${path}`, { preHandler }, async (request) => ({ session: request.session }));
  }
  await app.ready();
  return app;
}

const probeWith = (path: string, headers: Record<string, string> = {}) =>
  probe.inject({ method: 'GET', url: `/${path}`, headers });

beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
  otherStoreId = await insertStore(t, 'Other shop');
  probe = await buildProbe();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('requireSession', () => {
  it('accepts an anonymous token and sets request.session', async () => {
    const pair = await startSession(t, storeId);
    const response = await probeWith('requireSession', { 'x-auth-token': pair.token });
    expect(response.statusCode).toBe(200);
    // A new session has no stored cart yet; the session read says so (PUT /cart's stamp).
    expect(response.json().session).toEqual({
      sessionId: decodeJwt(pair.token).sid,
      storeId,
      customerId: null,
      storedCart: null,
    });
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const pair = await startSession(t, storeId);
    const response = await probeWith('requireSession', { authorization: `Bearer ${pair.token}` });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 unauthenticated for a missing or malformed token', async () => {
    const missing = await probeWith('requireSession');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await probeWith('requireSession', { 'x-auth-token': 'abc.def.ghi' })).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const pair = await startSession(t, storeId);
    const claims = decodeJwt(pair.token);
    const forged = await new SignJWT({ sid: claims.sid, store: storeId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('anonymous')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-123'));
    expect((await probeWith('requireSession', { 'x-auth-token': forged })).statusCode).toBe(401);
  });

  it('answers 498 token_expired for an expired token', async () => {
    const pair = await startSession(t, storeId);
    const sid = decodeJwt(pair.token).sid as string;
    const expired = await signAccessToken(
      t.config,
      { sub: 'anonymous', sid, store: storeId },
      Math.floor(Date.now() / 1000) - 5,
    );
    const response = await probeWith('requireSession', { 'x-auth-token': expired });
    expect(response.statusCode).toBe(498);
    expect(response.json()).toMatchObject({ code: 'token_expired' });
  });

  it('answers 418 session_revoked once the session is revoked', async () => {
    const pair = await startSession(t, storeId);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(sessions.id, decodeJwt(pair.token).sid as string));
    const response = await probeWith('requireSession', { 'x-auth-token': pair.token });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toMatchObject({ code: 'session_revoked' });
  });

  it('answers 418 for a token whose store is not the store of its session', async () => {
    const pair = await startSession(t, storeId);
    const sid = decodeJwt(pair.token).sid as string;
    const otherStore = await signAccessToken(t.config, { sub: 'anonymous', sid, store: otherStoreId });
    expect((await probeWith('requireSession', { 'x-auth-token': otherStore })).statusCode).toBe(418);
  });
});

describe('requireCustomer', () => {
  it('answers 401 for an anonymous visitor', async () => {
    const pair = await startSession(t, storeId);
    const response = await probeWith('requireCustomer', { 'x-auth-token': pair.token });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a signed-in customer', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    const response = await probeWith('requireCustomer', { 'x-auth-token': signedIn.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().session.customerId).toBe(signedIn.customer.id);
  });
});

describe('optionalSession', () => {
  it('leaves request.session null without a token', async () => {
    const response = await probeWith('optionalSession');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ session: null });
  });

  it('still answers 498 for an expired token, so the client refreshes', async () => {
    const pair = await startSession(t, storeId);
    const sid = decodeJwt(pair.token).sid as string;
    const expired = await signAccessToken(t.config, { sub: 'anonymous', sid, store: storeId }, 1_000_000);
    expect((await probeWith('optionalSession', { 'x-auth-token': expired })).statusCode).toBe(498);
  });
});
