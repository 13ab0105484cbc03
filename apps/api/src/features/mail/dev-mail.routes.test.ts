import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { sendMail } from './mail.service.js';

let t: TestApp;
let dataDir: string;

const message = (n: number) => ({
  to: `reader${n}@example.com`,
  subject: `Message ${n} <b>`,
  text: `Plain text ${n}`,
  html: `<p>HTML <strong>${n}</strong></p>`,
});

beforeAll(async () => {
  // A data folder of its own, so the mailbox holds only this file's messages.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-mail-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await sendMail({ db: t.db, outbox: t.app.outbox }, message(1));
  await t.app.outbox.drain();
  await sendMail({ db: t.db, outbox: t.app.outbox }, message(2));
  await t.app.outbox.drain();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('file mailbox', () => {
  it('keeps each message as an .eml source and a .json summary under <dataDir>/mail', async () => {
    const names = (await fs.readdir(path.join(dataDir, 'mail'))).sort();
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(2);
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(2);
    const eml = await fs.readFile(path.join(dataDir, 'mail', names.find((n) => n.endsWith('.eml'))!), 'utf8');
    expect(eml).toMatch(/^To: reader\d@example.com$/m);
    expect(eml).toMatch(/multipart\/alternative/);
  });
});

describe('GET /dev/mail', () => {
  it('lists the messages newest first as an HTML page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const second = response.body.indexOf('Message 2 &lt;b&gt;');
    const first = response.body.indexOf('Message 1 &lt;b&gt;');
    expect(second).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(second);
  });

  it('offers the same list as JSON for end-to-end tests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail/messages.json' });
    const { data } = response.json();
    expect(data.map((m: { to: string }) => m.to)).toEqual(['reader2@example.com', 'reader1@example.com']);
    expect(data[0]).toMatchObject({ subject: 'Message 2 <b>', text: 'Plain text 2', id: expect.any(String) });
  });
});

describe('GET /dev/mail/:id', () => {
  it('shows the HTML part in a sandboxed frame and the text part', async () => {
    const [latest] = (await t.app.inject({ method: 'GET', url: '/dev/mail/messages.json' })).json().data;
    const response = await t.app.inject({ method: 'GET', url: `/dev/mail/${latest.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<iframe sandbox');
    expect(response.body).toContain('srcdoc="&lt;p&gt;HTML &lt;strong&gt;2&lt;/strong&gt;&lt;/p&gt;"');
    expect(response.body).toContain('<pre>Plain text 2</pre>');
    const source = await t.app.inject({ method: 'GET', url: `/dev/mail/${latest.id}/source` });
    expect(source.body).toMatch(/^Subject: Message 2 <b>$/m);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/1234567890123-abcdef12' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SITE_URL: 'https://shop.example',
        DATA_DIR: dataDir,
      },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mail/messages.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('GET /dev/mail from another machine', () => {
  it('answers 404: sign-in codes are readable only from this machine', async () => {
    for (const url of ['/dev/mail', '/dev/mail/messages.json']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
      expect(response.statusCode, url).toBe(404);
    }
    const local = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/messages.json',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
  });
});

describe('GET /dev/mail through a reverse proxy on this machine', () => {
  it('answers 404 to any forwarded request, although its socket is loopback', async () => {
    const forwarded = [
      { 'x-forwarded-for': '203.0.113.5' },
      { forwarded: 'for=203.0.113.5' },
      { 'x-forwarded-host': 'shop.example' },
      { 'x-real-ip': '203.0.113.5' },
      { via: '1.1 proxy.example' },
      { 'true-client-ip': '203.0.113.5' },
      { 'x-original-forwarded-for': '203.0.113.5' },
    ];
    for (const headers of forwarded) {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mail/messages.json', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).not.toContain('reader');
    }
  });

  it('answers only when the Host names this machine', async () => {
    const get = (host: string) => t.app.inject({ method: 'GET', url: '/dev/mail/messages.json', headers: { host } });
    for (const host of [
      'shop.example',
      'shop.example:3000',
      'localhost.evil.example',
      '10.0.0.5',
      '[2001:db8::1]:80',
    ]) {
      const response = await get(host);
      expect(response.statusCode, host).toBe(404);
      expect(response.body).not.toContain('reader');
    }
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      expect((await get(host)).statusCode, host).toBe(200);
    }
  });

  it('is off when the shop listens on a public address, even with TRUST_PROXY', async () => {
    const exposed = await createTestApp({ env: { HOST: '0.0.0.0', TRUST_PROXY: '1', DATA_DIR: dataDir } });
    try {
      const response = await exposed.app.inject({ method: 'GET', url: '/dev/mail/messages.json' });
      expect(response.statusCode).toBe(404);
    } finally {
      await exposed.close();
    }
  });
});
