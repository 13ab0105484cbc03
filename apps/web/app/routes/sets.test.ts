import { API_BASE } from '@kordon/contract';
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { thrownStatus } from '../lib/api.testing';
import '../lib/messages.server';
import { unpack } from '../framework/packed';
import { loader } from './sets';

type Args = Parameters<typeof loader>[0];
const kit = { id: 4, kind: 'kit', name: 'Recon kit' };

/** The loader of `path` against an API whose /product-kits has `total` kits; every query it is asked is kept. */
function kitsPage(path: string, total: number, status = 200) {
  const asked: URLSearchParams[] = [];
  const api = async (request: Request) => {
    const url = new URL(request.url);
    expect(url.pathname).toBe(`${API_BASE}/product-kits`);
    asked.push(url.searchParams);
    const body = status === 200 ? { data: { productKits: [kit], isFromChildCategories: false }, total } : {};
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const args = { request: new Request(`http://shop.test${path}`), context: { api } as AppLoadContext, params: {} };
  return { load: () => loader(args as Args), asked };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/sets/sets loader', () => {
  it('asks for a page of every kit (no category) and pages its total by 24', async () => {
    const { load, asked } = kitsPage('/sets/sets?page=2&sort=price_desc', 30);
    const page = await load();
    expect(unpack(page.list)).toEqual({ products: [kit], total: 30, page: 2, pages: 2 });
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ limit: '24', offset: '24', sort: 'price_desc' });
  });

  it('is the same list under the Russian prefix, in the API default order when the URL names none', async () => {
    const { load, asked } = kitsPage('/ru/sets/sets?sort=popular', 8);
    expect(unpack((await load()).list).total).toBe(8);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ limit: '24', offset: '0' });
  });

  it('answers 404 past the last page', async () => {
    expect(await thrownStatus(kitsPage('/sets/sets?page=3', 30).load())).toBe(404);
  });

  it("sends a failed kit list to the error page with the API's status", async () => {
    expect(await thrownStatus(kitsPage('/sets/sets', 0, 503).load())).toBe(503);
  });
});
