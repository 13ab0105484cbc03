// The baseline: a bare Fastify process answering each target with the shop's own bytes from memory,
// so the difference is the shop's work (docs/performance.md). Fed over IPC by bench/baseline.ts.
import Fastify, { type HTTPMethods } from 'fastify';

/** One response of the shop, as received: status, headers in order, body in base64. */
export type Captured = { method: string; url: string; status: number; headers: [string, string][]; body: string };

type Prepared = { status: number; headers: Record<string, string | string[]>; body: Buffer };

function prepare(captured: Captured): Prepared {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of captured.headers) {
    const key = name.toLowerCase();
    const previous = headers[key];
    // Repeated headers (set-cookie) stay separate lines, as the shop sent them.
    headers[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return { status: captured.status, headers, body: Buffer.from(captured.body, 'base64') };
}

process.once('message', async (message) => {
  const routes = message as Captured[];
  const app = Fastify({ logger: false });
  const answers = new Map(routes.map((r) => [`${r.method} ${r.url}`, prepare(r)]));
  // One route per method and path; the query string picks the answer (search and list share a path).
  const paths = new Set(routes.map((r) => `${r.method} ${r.url.split('?')[0]}`));
  for (const key of paths) {
    const [method, url] = key.split(' ') as [HTTPMethods, string];
    app.route({
      method,
      url,
      handler: (request, reply) => {
        // The load's cache-busting parameter (bench/load.ts BYPASS_PARAM) is not part of the answer.
        const url = request.url.replace(/[?&]fresh=[^&]*$/, '');
        const answer = answers.get(`${request.method} ${url}`);
        if (!answer) return reply.code(404).send();
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
// Only now can a message be received: one sent before the listener existed would be lost.
process.send?.({ ready: true });
