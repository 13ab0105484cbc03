import type { FastifyInstance } from 'fastify';
import { TOOL_PAGE_POLICY } from '../../http/security-headers.js';
import { renderMailboxList, renderMailboxMessage } from './dev-mail.page.js';
import { listMailbox, readMailboxMessage, readMailboxSource } from './file-mailbox.js';

type Options = { dir: string; transport: 'smtp' | 'mailbox' };

/** Development only: the local mailbox as HTML pages, plus JSON for end-to-end tests. */
export async function devMailRoutes(app: FastifyInstance, { dir, transport }: Options) {
  const notFound = { code: 'not_found', message: 'No such message' };

  // It holds sign-in codes: behind a local proxy every socket is loopback, so any proxy trace or a
  // foreign Host (DNS rebinding) is refused whatever the socket says.
  app.addHook('onRequest', async (request, reply) => {
    const local = isLoopback(request.socket.remoteAddress) && isLoopbackHostHeader(request.headers.host);
    if (isForwarded(request.headers) || !local) {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
  });

  app.get('/', async (_request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', TOOL_PAGE_POLICY);
    return renderMailboxList(await listMailbox(dir), transport);
  });

  app.get('/messages.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listMailbox(dir) };
  });

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const entry = await readMailboxMessage(dir, request.params.id);
    if (!entry) return reply.status(404).send(notFound);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', TOOL_PAGE_POLICY);
    return renderMailboxMessage(entry);
  });

  app.get<{ Params: { id: string } }>('/:id/source', async (request, reply) => {
    const source = await readMailboxSource(dir, request.params.id);
    if (!source) return reply.status(404).send(notFound);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(source);
  });
}

/** Headers proxies and CDNs add; `x-forwarded-*` and `x-original-*` are matched as prefixes. */
const PROXY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-proxyuser-ip',
]);

/** Any header a proxy adds (Forwarded, Via, X-Forwarded-*, X-Real-IP …) means the client is elsewhere. */
export function isForwarded(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some(
    (name) => PROXY_HEADERS.has(name) || name.startsWith('x-forwarded-') || name.startsWith('x-original-'),
  );
}

/** A Host header naming this machine (`localhost:3000`, `127.0.0.1`, `[::1]:3000`); none is refused. */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return isLoopbackHost(name.toLowerCase());
}

/** The mailbox is served only by a development shop that listens on this machine alone. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}
