import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { registerEtags } from './etag.js';

/**
 * Strong ETags first, so they hash the plain bytes (http/etag.ts), then brotli or gzip when worth it.
 * Pages and built assets bring their own compressed bytes.
 */
export async function registerResponseEncoding(app: FastifyInstance) {
  registerEtags(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Only answers made per request reach this plugin, each compressed once: the fastest quality pays.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}
