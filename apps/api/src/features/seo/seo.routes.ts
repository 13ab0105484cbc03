import { contentCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { CATALOGUE_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { getStore } from '../store/store.service.js';
import { buildRobotsTxt } from './robots.service.js';
import { lookupSeo } from './seo.service.js';
import { buildSitemapXml } from './sitemap-xml.service.js';

/** The SEO look-up by storefront path, under the API base. */
export async function seoRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, contentCalls.seo, async ({ query }) => lookupSeo(deps.db, deps.config.siteUrl, query.path), {
    cache: CATALOGUE_ANSWERS,
  });
}

// A crawler may fetch the sitemap often; rebuilding it at most every few minutes is plenty.
const SITEMAP_TTL_MS = 5 * 60_000;

/** /sitemap.xml, /robots.txt and /favicon.ico at the site root, for processes that serve pages. */
export async function seoRootRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/sitemap.xml', async (_request, reply) => {
    // Kept with the public answers, so a catalogue change (tag 'catalogue') drops it too.
    const xml = await app.answerCache.wrap('sitemap.xml', () => buildSitemapXml(deps.db, deps.config.siteUrl), {
      ttlMs: SITEMAP_TTL_MS,
      tags: ['catalogue'],
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });

  // Browsers ask for /favicon.ico on pages that name no icon (the hosted payment pages, a JSON
  // answer opened in a tab); the shop's icon is an SVG, and a 404 there is a console error.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

  app.get('/robots.txt', async (_request, reply) => {
    const store = await getStore(deps.db).catch(() => undefined);
    const prefixes = store ? store.languages.map((l) => l.code).filter((code) => code !== store.defaultLanguage) : [];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobotsTxt(deps.config.siteUrl, prefixes));
  });
}
