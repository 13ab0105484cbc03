import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Pages only read; no route has an action, so nothing else is ever handed to the renderer. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

export type PageRefusal = { status: number; message: string; headers?: Record<string, string> };

/** A request line or header that says a body follows, whether its length is declared or chunked. */
export function carriesBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined && length !== '0') return true;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Decides before anything is read whether a page request can be rendered. A body is refused
 * unread (413): pages take none, and reading one would let a client fill memory.
 */
export function refusePageRequest(request: IncomingMessage): PageRefusal | undefined {
  if (carriesBody(request)) return { status: 413, message: 'Pages take no request body' };
  const method = request.method ?? '';
  if (!(PAGE_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: 'Method Not Allowed', headers: { allow: PAGE_METHODS.join(', ') } };
  }
  if (!request.url?.startsWith('/')) return { status: 400, message: 'Bad Request' };
  return undefined;
}

/**
 * The Fetch request the renderer sees. Its origin is the shop's own (SITE_URL), never the Host
 * header: a forged Host cannot reach links, and an impossible one (`:99999`) cannot throw here.
 */
export function toFetchRequest(request: IncomingMessage, origin: string, signal: AbortSignal): Request | undefined {
  let url: URL;
  try {
    // Concatenated, not resolved: `//host/path` must stay a path, not become another origin.
    url = new URL(origin + request.url);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // Node accepts some header bytes the Fetch API refuses; such a header is dropped, not fatal.
    }
  }
  headers.set('host', url.host);
  return new Request(url, { method: request.method, headers, signal });
}

export function sendPlain(response: ServerResponse, refusal: PageRefusal) {
  if (response.headersSent) return void response.destroy();
  response.writeHead(refusal.status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...refusal.headers,
  });
  response.end(refusal.message);
}

/** Writes the renderer's answer with back-pressure; a client that leaves mid-stream ends it quietly. */
export async function writeFetchResponse(request: IncomingMessage, response: ServerResponse, answer: Response) {
  const headers: [string, string][] = [];
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of answer.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  for (const [name, value] of headers) response.appendHeader(name, value);
  response.writeHead(answer.status);
  if (!answer.body || request.method === 'HEAD') {
    response.end();
    await answer.body?.cancel().catch(() => {});
    return;
  }
  await pipeline(Readable.fromWeb(answer.body as NodeReadableStream), response).catch(() => {
    response.destroy();
  });
}
