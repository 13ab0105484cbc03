import { randomBytes } from 'node:crypto';
import type { SignedIn, TokenPair } from '@kordon/contract';
import { stores } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { listMailbox, type MailboxEntry } from '../mail/file-mailbox.js';
import { mailboxDir } from '../mail/mailer.js';

/** Helpers for the auth tests (and other features' tests that need a signed-in session). */

export const API = '/api/v1.2';

export async function insertStore(t: Pick<TestApp, 'db'>, name = 'Test shop'): Promise<number> {
  const code = `s${randomBytes(4).toString('hex')}`;
  const [row] = await t.db
    .insert(stores)
    .values({
      code,
      name,
      number: '1',
      email: 'shop@example.com',
      siteUrl: 'http://localhost',
      defaultLanguage: 'en',
      defaultCurrency: 'USD',
    })
    .returning({ id: stores.id });
  return row!.id;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** Any address in 10.0.0.0/8, different per call: keeps per-IP limits of one test out of another. */
export const uniqueIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string };

export function call(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
) {
  return t.app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...(options.token ? { 'x-auth-token': options.token } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export async function startSession(t: Pick<TestApp, 'app'>, storeId: number, ip?: string): Promise<TokenPair> {
  const response = await call(t, 'POST', '/auth/anonymous', {
    body: { platform: 'web', device_id: `device-${randomBytes(4).toString('hex')}`, store_id: storeId },
    ip,
  });
  if (response.statusCode !== 200) throw new Error(`anonymous sign-in failed: ${response.body}`);
  return response.json().data;
}

/** Delivers queued mail, then returns the newest message to the address from the file mailbox. */
export async function latestMailTo(t: Pick<TestApp, 'app' | 'config'>, to: string): Promise<MailboxEntry | undefined> {
  await t.app.outbox.drain();
  const entries = await listMailbox(mailboxDir(t.config));
  return entries.find((e) => e.to === to.toLowerCase());
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

/** The whole passwordless flow: anonymous session (unless given), code by mail, check. */
export async function signIn(
  t: Pick<TestApp, 'app' | 'config'>,
  storeId: number,
  email: string,
  options: { visitor?: TokenPair; ip?: string } = {},
): Promise<SignedIn & { visitor: TokenPair }> {
  const visitor = options.visitor ?? (await startSession(t, storeId, options.ip));
  const login = await call(t, 'POST', '/auth/login', {
    token: visitor.token,
    body: { email, store_id: storeId },
    ip: options.ip,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const mail = await latestMailTo(t, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const check = await call(t, 'POST', '/auth/check', {
    token: visitor.token,
    body: { device_id: 'device-1', platform: 'web', store_id: storeId, verification_code: codeIn(mail.text) },
    ip: options.ip,
  });
  if (check.statusCode !== 200) throw new Error(`check failed: ${check.body}`);
  return { ...check.json().data, visitor };
}
