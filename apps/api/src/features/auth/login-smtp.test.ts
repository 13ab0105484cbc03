import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, insertStore, startSession, uniqueEmail } from './auth.testing.js';

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let received: Received[] = [];
let t: TestApp;
let storeId: number;

/** A real SMTP server on a free loopback port: plain text, no login, keeps what it is given. */
async function startSmtpServer(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const port = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kordon <codes@kordon.test>' } });
  storeId = await insertStore(t, 'Kordon');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('POST /auth/login over SMTP', () => {
  it('delivers the code to a real SMTP server, and that code signs the visitor in', async () => {
    received = [];
    const email = uniqueEmail();
    const visitor = await startSession(t, storeId);
    const login = await call(t, 'POST', '/auth/login', { token: visitor.token, body: { email, store_id: storeId } });
    expect(login.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(received).toHaveLength(1);
    const [message] = received as [Received];
    expect(message.from).toBe('codes@kordon.test');
    expect(message.to).toEqual([email]);
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const code = /^Subject: (\d{6}) is your Kordon sign-in code$/m.exec(message.raw)?.[1];
    expect(code).toBeDefined();
    const check = await call(t, 'POST', '/auth/check', {
      token: visitor.token,
      body: { device_id: 'device-1', platform: 'web', store_id: storeId, verification_code: code },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.customer.email).toBe(email);
  });

  it('keeps the message queued with the error and a later retry time when the server is down', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const store = await insertStore(down);
      const visitor = await startSession(down, store);
      const email = uniqueEmail();
      await call(down, 'POST', '/auth/login', { token: visitor.token, body: { email, store_id: store } });
      await down.app.outbox.drain();
      const [row] = await down.db
        .select({
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          processedAt: outbox.processedAt,
          retryIn: sql<number>`extract(epoch from ${outbox.runAt} - now())::int`,
        })
        .from(outbox)
        .where(sql`${outbox.payload} ->> 'to' = ${email}`);
      expect(row).toMatchObject({ attempts: 1, processedAt: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.retryIn).toBeGreaterThanOrEqual(3);
    } finally {
      await down.close();
    }
  });
});
