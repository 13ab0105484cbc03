import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL, type RenderedPage } from './page-cache.js';
import {
  isPageDataUrl,
  PREFETCHED_DATA_MAX_AGE_S,
  refusePageRequest,
  sendPlain,
  sendRenderedPage,
  toFetchRequest,
} from './page-request.js';

/** A request as Node parses it: headers lower-cased, and the raw pairs as the client sent them. */
function incoming(method: string, url: string, rawHeaders: string[] = []): IncomingMessage {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) headers[rawHeaders[i]!.toLowerCase()] = rawHeaders[i + 1]!;
  return { method, url, headers, rawHeaders } as unknown as IncomingMessage;
}

/** What a response was sent: its status, headers and body, or that it was destroyed. */
function recorder(headersSent = false) {
  const sent = { status: 0, headers: {} as OutgoingHttpHeaders, body: undefined as Buffer | string | undefined };
  let destroyed = false;
  const response = {
    headersSent,
    setHeader: (name: string, value: string | number) => void (sent.headers[name.toLowerCase()] = value),
    appendHeader: (name: string, value: string) => {
      const before = sent.headers[name.toLowerCase()];
      sent.headers[name.toLowerCase()] = before === undefined ? value : [before, value].flat().map(String);
    },
    writeHead: (status: number, headers: OutgoingHttpHeaders = {}) => {
      sent.status = status;
      Object.assign(sent.headers, headers);
    },
    end: (body?: Buffer | string) => void (sent.body = body),
    destroy: () => void (destroyed = true),
  } as unknown as ServerResponse;
  return { response, sent, destroyed: () => destroyed };
}

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: Buffer.from(`<!DOCTYPE html><p>${'catalogue '.repeat(200)}</p>`),
    etag: '"v1"',
    policy: "script-src 'sha256-abc'",
    kept: true,
    cacheable: true,
    tags: [],
    encoded: {},
    ...overrides,
  };
}

describe('refusePageRequest', () => {
  it('lets GET and HEAD of a path through', () => {
    expect(refusePageRequest(incoming('GET', '/category/knives?page=2'))).toBeUndefined();
    expect(refusePageRequest(incoming('HEAD', '/'))).toBeUndefined();
    expect(refusePageRequest(incoming('GET', '/', ['Content-Length', '0']))).toBeUndefined();
  });

  it('refuses a body unread with 413, declared by length or chunked, whatever the method', () => {
    expect(refusePageRequest(incoming('POST', '/', ['Content-Length', '12']))).toMatchObject({ status: 413 });
    expect(refusePageRequest(incoming('GET', '/', ['Transfer-Encoding', 'chunked']))).toMatchObject({ status: 413 });
  });

  it('refuses other methods with 405 and names the two it takes', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']) {
      expect(refusePageRequest(incoming(method, '/'))).toEqual({
        status: 405,
        message: 'Method Not Allowed',
        headers: { allow: 'GET, HEAD' },
      });
    }
  });

  it('refuses a request target that is not a path with 400', () => {
    expect(refusePageRequest(incoming('GET', '*'))).toMatchObject({ status: 400 });
    expect(refusePageRequest(incoming('GET', 'http://elsewhere.test/'))).toMatchObject({ status: 400 });
  });
});

describe('toFetchRequest', () => {
  const origin = 'https://shop.test';

  it("builds the URL from the shop's origin and the path, never from the Host header", () => {
    const request = toFetchRequest(
      incoming('GET', '/brands?x=1', ['Host', 'evil.test', 'Accept', 'text/html']),
      origin,
      '/brands?x=1',
    );
    expect(request?.url).toBe('https://shop.test/brands?x=1');
    expect(request?.headers.get('host')).toBe('shop.test');
    expect(request?.headers.get('accept')).toBe('text/html');
  });

  it('keeps a path that starts with two slashes a path on the shop', () => {
    expect(toFetchRequest(incoming('GET', '//evil.test/x'), origin, '//evil.test/x')?.url).toBe(
      'https://shop.test//evil.test/x',
    );
  });

  it('renders a HEAD as the GET of the URL the page is kept under', () => {
    const request = toFetchRequest(incoming('HEAD', '/brands?utm_source=x'), origin, '/brands');
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('https://shop.test/brands');
  });

  it('answers undefined, not an exception, for a URL that cannot be built', () => {
    expect(toFetchRequest(incoming('GET', '/x'), 'http://shop.test:99999', '/x')).toBeUndefined();
  });

  it('drops a header the Fetch API refuses and keeps the others', () => {
    const request = toFetchRequest(incoming('GET', '/', ['X-Bad', 'a\u0000b', 'Cookie', 'currency=EUR']), origin, '/');
    expect(request?.headers.has('x-bad')).toBe(false);
    expect(request?.headers.get('cookie')).toBe('currency=EUR');
  });
});

describe('isPageDataUrl', () => {
  it("tells React Router's data addresses from documents by the path alone", () => {
    expect(isPageDataUrl('/brands.data?_routes=frame')).toBe(true);
    expect(isPageDataUrl('/ru/_.data')).toBe(true);
    expect(isPageDataUrl('/brands?x=.data')).toBe(false);
    expect(isPageDataUrl('/brands')).toBe(false);
  });
});

describe('sendPlain', () => {
  it('answers the refusal as uncached text with its own headers', () => {
    const { response, sent } = recorder();
    sendPlain(response, { status: 405, message: 'Method Not Allowed', headers: { allow: 'GET, HEAD' } });
    expect(sent).toEqual({
      status: 405,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', allow: 'GET, HEAD' },
      body: 'Method Not Allowed',
    });
  });

  it('ends the connection when the page had started already', () => {
    const { response, sent, destroyed } = recorder(true);
    sendPlain(response, { status: 500, message: 'Internal Server Error' });
    expect(destroyed()).toBe(true);
    expect(sent.status).toBe(0);
  });
});

describe('sendRenderedPage', () => {
  it('sends a cacheable page with its CSP, ETag and shared-cache lifetime, compressed as the client accepts', () => {
    const { response, sent } = recorder();
    const rendered = page();
    sendRenderedPage(incoming('GET', '/', ['Accept-Encoding', 'gzip']), response, rendered);
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': rendered.policy,
      'cache-control': PAGE_CACHE_CONTROL,
      etag: '"v1"',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding, Cookie, Accept-Language',
    });
    expect(gunzipSync(sent.body as Buffer)).toEqual(rendered.body);
  });

  it('answers 304 without a body to a client that holds the same bytes', () => {
    const { response, sent } = recorder();
    sendRenderedPage(incoming('GET', '/', ['If-None-Match', '"v1"']), response, page());
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
  });

  it('sends a small body as it is, and a HEAD without one', () => {
    const small = page({ body: Buffer.from('<p>hi</p>') });
    const get = recorder();
    sendRenderedPage(incoming('GET', '/', ['Accept-Encoding', 'br']), get.response, small);
    expect(get.sent.headers['content-encoding']).toBeUndefined();
    expect(get.sent.body).toEqual(small.body);
    const head = recorder();
    sendRenderedPage(incoming('HEAD', '/'), head.response, small);
    expect(head.sent.headers['content-length']).toBe(small.body.length);
    expect(head.sent.body).toBeUndefined();
  });

  describe('page data the browser prefetched', () => {
    const data = page({ cacheable: false, headers: [['content-type', 'text/x-script']] });
    const prefetch = ['Sec-Purpose', 'prefetch'];
    const cacheControl = (request: IncomingMessage, rendered = data) => {
      const { response, sent } = recorder();
      sendRenderedPage(request, response, rendered);
      return sent.headers['cache-control'];
    };

    it(`may be kept ${PREFETCHED_DATA_MAX_AGE_S} s by that browser only`, () => {
      expect(cacheControl(incoming('GET', '/brands.data?_routes=frame', prefetch))).toBe(
        `private, max-age=${PREFETCHED_DATA_MAX_AGE_S}`,
      );
      expect(cacheControl(incoming('GET', '/_.data', prefetch))).toBe(`private, max-age=${PREFETCHED_DATA_MAX_AGE_S}`);
    });

    it("is not kept when it is a navigation's own fetch, a failure, or sets a cookie", () => {
      expect(cacheControl(incoming('GET', '/brands.data'))).toBeUndefined();
      expect(cacheControl(incoming('GET', '/brands.data', prefetch), { ...data, status: 404 })).toBeUndefined();
      const withCookie = { ...data, headers: [...data.headers, ['set-cookie', 'a=b'] as [string, string]] };
      expect(cacheControl(incoming('GET', '/brands.data', prefetch), withCookie)).toBeUndefined();
      expect(cacheControl(incoming('GET', '/brands', prefetch), { ...data })).toBeUndefined();
    });
  });
});
