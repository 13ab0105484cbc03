import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseEncoding } from './response-encoding.js';

const app = Fastify();
beforeAll(async () => {
  await registerResponseEncoding(app);
  app.get('/thing', async () => ({ name: 'thing' }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({ error: 'missing' }));
  app.put('/thing', async () => ({ name: 'thing' }));
  app.post('/thing', async () => ({ name: 'thing' }));
  await app.ready();
});
afterAll(() => app.close());

describe('ETags', () => {
  it('tag a GET answer by its bytes and answer a matching If-None-Match with 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/thing' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w+/=]+"$/);
    expect((await app.inject({ method: 'GET', url: '/thing' })).headers.etag).toBe(etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const conditional = await app.inject({ method: 'GET', url: '/thing', headers: { 'if-none-match': header } });
      expect(conditional.statusCode, header).toBe(304);
      expect(conditional.body).toBe('');
    }
    const head = await app.inject({ method: 'HEAD', url: '/thing' });
    expect(head.headers.etag).toBe(etag);
    const headConditional = await app.inject({ method: 'HEAD', url: '/thing', headers: { 'if-none-match': etag } });
    expect(headConditional.statusCode).toBe(304);
    const notModified = await app.inject({ method: 'GET', url: '/thing', headers: { 'if-none-match': etag } });
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.headers.etag).toBe(etag);
    const stale = await app.inject({ method: 'GET', url: '/thing', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ name: 'thing' });
  });

  it('leave failures and writes alone: no tag, and If-None-Match never turns them into 304', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing' })).headers.etag).toBeUndefined();
    const etag = String((await app.inject({ method: 'GET', url: '/thing' })).headers.etag);
    for (const method of ['PUT', 'POST'] as const) {
      const answer = await app.inject({ method, url: '/thing', headers: { 'if-none-match': etag } });
      expect(answer.statusCode, method).toBe(200);
      expect(answer.headers.etag, method).toBeUndefined();
      expect(answer.json(), method).toEqual({ name: 'thing' });
    }
  });
});
