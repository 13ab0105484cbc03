import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashedScriptPolicy } from '../storefront/inline-scripts.js';

/** Where the back office lives: its screens under it, its built files under `/admin/assets/`. */
export const ADMIN_PATH = '/admin';

export type AdminAppOptions = {
  /** apps/admin/build: index.html and assets/ (file names carry their content hash). */
  buildDir: string;
};

export function adminAppIsBuilt(buildDir: string) {
  return fs.existsSync(path.join(buildDir, 'index.html'));
}

/**
 * The headers of the back office's page. It names the files of the build that served it, so it is
 * never stored; no site may frame it (clickjacking a staff member's clicks) and no crawler index it.
 * Its scripts are files ('self'); an inline one the build might add runs only by its hash, as on the storefront.
 */
export function adminPageHeaders(html: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': hashedScriptPolicy(html, { frameSources: ["'none'"] }),
    'x-frame-options': 'DENY',
    'x-robots-tag': 'noindex, nofollow',
  };
}

/**
 * Serves the back office, a single-page app: `/admin` and every path under it answer its index.html
 * (the app's router draws the screen), so the storefront never renders them. Its code is apart from
 * the storefront's: another build, another folder, another URL prefix (docs/decisions/0015-admin-app.md).
 */
export function mountAdminApp({ buildDir }: AdminAppOptions) {
  return async (app: FastifyInstance) => {
    const html = fs.readFileSync(path.join(buildDir, 'index.html'));
    const headers = adminPageHeaders(html.toString('utf8'));

    await app.register(
      async (assets) => {
        await assets.register(fastifyStatic, {
          root: path.join(buildDir, 'assets'),
          prefix: '/',
          // Looked up per request: a missing file is a 404 here, never the page (an old chunk after a deploy).
          wildcard: true,
          index: false,
          list: false,
          // The storefront's registration owns reply.sendFile.
          decorateReply: false,
          cacheControl: false,
          preCompressed: true,
          setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
        });
        assets.setNotFoundHandler((_request, reply) =>
          reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found'),
        );
      },
      { prefix: `${ADMIN_PATH}/assets` },
    );

    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .status(405)
          .header('allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed');
      }
      return reply.headers(headers).send(html);
    };
    app.all(ADMIN_PATH, sendPage);
    app.all(`${ADMIN_PATH}/*`, sendPage);
  };
}
