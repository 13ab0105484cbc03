import type { FastifyInstance } from 'fastify';
import { renderMailboxList, renderMailboxMessage } from './dev-mail.page.js';
import { listMailbox, readMailboxMessage, readMailboxSource } from './file-mailbox.js';

type Options = { dir: string; transport: 'smtp' | 'mailbox' };

/** Development only: the local mailbox as HTML pages, plus JSON for end-to-end tests. */
export async function devMailRoutes(app: FastifyInstance, { dir, transport }: Options) {
  const notFound = { code: 'not_found', message: 'No such message' };

  // The mailbox holds sign-in codes: a shop left in development mode on a public interface must
  // not hand them out, so only this machine may read it.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
  });

  app.get('/', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderMailboxList(await listMailbox(dir), transport);
  });

  app.get('/messages.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listMailbox(dir) };
  });

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const entry = await readMailboxMessage(dir, request.params.id);
    if (!entry) return reply.status(404).send(notFound);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderMailboxMessage(entry);
  });

  app.get<{ Params: { id: string } }>('/:id/source', async (request, reply) => {
    const source = await readMailboxSource(dir, request.params.id);
    if (!source) return reply.status(404).send(notFound);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(source);
  });
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}
