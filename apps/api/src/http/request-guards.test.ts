import { Readable } from 'node:stream';
import { defineCall } from '@kordon/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.js';
import { isValidHost, registerRequestGuards } from './request-guards.js';
import { handle } from './route.js';

describe('isValidHost', () => {
  it('accepts names, addresses and ports a client may send', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:65535',
      '[::1]:3000',
      'shop.example',
      'shop_web:80',
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses impossible ports, spaces, brackets, percent signs and overlong names', () => {
    for (const host of ['127.0.0.1:99999', '[', 'a b', '', ':::::', 'localhost:-1', '%00', 'x'.repeat(4000), 'évil']) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe('registerRequestGuards: the body limit of a call', () => {
  let app: FastifyInstance;
  const echo = (id: string, path: string) =>
    defineCall({
      id,
      method: 'POST',
      path,
      summary: 'Echoes the length of a text',
      tag: 'test',
      auth: 'none',
      body: z.object({ text: z.string() }),
      response: z.object({ length: z.number() }),
    });
  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1024 });
    registerErrorHandling(app);
    registerRequestGuards(app, { bodyBytes: 1024 });
    const length = async ({ body }: { body: { text: string } }) => ({ length: body.text.length });
    handle(app, echo('ordinaryBody', '/ordinary'), length);
    handle(app, echo('largeBody', '/large'), length, { bodyLimit: 4096 });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, size: number) => app.inject({ method: 'POST', url, payload: { text: 'x'.repeat(size) } });

  it('refuses a declared body over the global limit with 413 and closes the connection', async () => {
    const response = await post('/ordinary', 2000);
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('lets a call registered with a larger bodyLimit take a body up to its own limit', async () => {
    const response = await post('/large', 2000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { length: 2000 } });
  });

  it("refuses a declared body over the call's own limit before reading it", async () => {
    const response = await post('/large', 5000);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is larger than 4096 bytes');
  });

  it("stops a chunked body (no Content-Length) at the call's own limit", async () => {
    const chunked = (size: number) =>
      app.inject({
        method: 'POST',
        url: '/large',
        headers: { 'content-type': 'application/json' },
        payload: Readable.from([JSON.stringify({ text: 'x'.repeat(size) })]),
      });
    expect((await chunked(3000)).statusCode).toBe(200);
    expect((await chunked(5000)).statusCode).toBe(413);
  });
});
