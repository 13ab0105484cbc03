import type { FastifyInstance } from 'fastify';
import { TOOL_PAGE_POLICY } from '../../http/security-headers.js';
import { renderMailboxList, renderMailboxMessage } from './dev-mail.page.js';
import { listMailbox, readMailboxMessage, readMailboxSource } from './file-mailbox.js';

type Options = { dir: string; transport: 'smtp' | 'mailbox' };

/** Development only: the local mailbox as HTML pages, plus JSON for end-to-end tests. */
export async function devMailRoutes(app: FastifyInstance, { dir, transport }: Options) {
  const notFound = { code: 'not_found', message: 'No such message' };

  // The mailbox holds sign-in codes. Behind a reverse proxy on the same host every request comes
  // from a loopback socket, so a forwarded request is refused whatever its socket says.
  app.addHook('onRequest', async (request, reply) => {
    if (isForwarded(request.headers) || !isLoopback(request.socket.remoteAddress)) {
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

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** Any header a proxy adds (Forwarded, X-Forwarded-*, X-Real-IP) means the client is elsewhere. */
export function isForwarded(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some((name) => FORWARDING_HEADERS.includes(name) || name.startsWith('x-forwarded-'));
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
