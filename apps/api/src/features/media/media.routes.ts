import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assertWorkAllowed } from '../../http/work-budget.js';
import { negotiateImageFormat, resolveMediaFile } from './media.service.js';

const types: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

/** /media/<path> serves an original; /media/o600/<path>, /media/c300/<path> resized variants. */
export async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string; cacheDir: string }) {
  app.get('/*', async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const format = negotiateImageFormat(request.headers.accept);
    // Allowed only while the client may spend, but not charged: a cold cache's first visitor asks for
    // dozens at once; the encode queue bounds what they cost.
    const file = await resolveMediaFile(options.mediaDir, options.cacheDir, requested, format, () =>
      assertWorkAllowed(app.workBudget, request, reply),
    );
    const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    // An SVG opened directly is a document: it must not run scripts it might carry.
    if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return (
      reply
        .type(type)
        .header('cross-origin-resource-policy', 'cross-origin')
        // Media names never change meaning: a new picture gets a new name (the seed, later the admin).
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Variants are AVIF or WebP by the request's Accept.
        .header('vary', 'Accept')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file))
    );
  });
}
