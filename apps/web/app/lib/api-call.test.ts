import { authCalls, contentCalls, FRONTEND_VERSION } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { apiHeaders, type CallTransport, callApi } from './api-call';
import { ApiError } from './api-errors';

/** A transport that records what it was asked and answers `status` with `body`. */
function recording(status: number, body: unknown) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: CallTransport = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, transport };
}

describe('apiHeaders (spec §7: the headers of every call, built in one place)', () => {
  it('sends Accept JSON, the client version, the language and the currency', () => {
    const headers = apiHeaders({ lang: 'ru', currency: 'EUR' });
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-app-version')).toBe(FRONTEND_VERSION);
    expect(headers.get('x-app-language')).toBe('ru');
    expect(headers.get('x-app-currency')).toBe('EUR');
    expect(headers.get('content-type')).toBeNull();
  });

  it('adds Content-Type JSON only when a body is sent, and leaves out settings it does not have', () => {
    const headers = apiHeaders({}, { json: true });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('x-app-language')).toBe(false);
    expect(headers.has('x-app-currency')).toBe(false);
  });
});

describe('callApi', () => {
  it('fills and escapes path parameters, adds the query, and answers the typed body', async () => {
    const { calls, transport } = recording(200, { data: [], total: 7 });
    const answer = await callApi(transport, { lang: 'en' }, contentCalls.posts, { query: { limit: 10, offset: 20 } });
    expect(answer.total).toBe(7);
    expect(calls[0]?.path).toBe('/api/v1.2/store/posts?limit=10&offset=20');
    const brand = recording(200, { data: { name: 'x' } });
    await callApi(brand.transport, {}, contentCalls.brand, { params: { slug: 'a b/c' } });
    expect(brand.calls[0]?.path).toBe('/api/v1.2/brand/a%20b%2Fc');
  });

  it('sends the declared method and a JSON body', async () => {
    const { calls, transport } = recording(200, { data: { message: 'sent' } });
    await callApi(transport, { lang: 'en' }, authCalls.login, { body: { email: 'a@b.co', store_id: 1 } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co', store_id: 1 });
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('throws an ApiError with the status and the error body', async () => {
    const { transport } = recording(404, { code: 'not_found', message: 'Brand not found' });
    const failure = callApi(transport, {}, contentCalls.brand, { params: { slug: 'nope' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});
