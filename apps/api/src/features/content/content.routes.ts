import { contentCalls, storeCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { CATALOGUE_ANSWERS, CONTENT_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { cacheTags } from '../../platform/cache-tags.js';
import { brandRoutes } from './brand.routes.js';
import { getAnnouncements, getInformationPage, getMenu, getSlides } from './content.service.js';
import { postRoutes } from './post.routes.js';
import { getSitemapPage } from './sitemap-page.service.js';

/** Public content of the layout and the static pages; every text in the request language. */
export async function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  handle(app, contentCalls.menu, async (_input, { request }) => getMenu(db, request.lang), {
    cache: CATALOGUE_ANSWERS,
  });
  handle(app, contentCalls.announcements, async (_input, { request }) => getAnnouncements(db, request.lang), {
    cache: CONTENT_ANSWERS,
  });
  handle(app, storeCalls.slider, async (_input, { request }) => getSlides(db, request.lang, request.currencyCode), {
    cache: CONTENT_ANSWERS,
  });
  handle(
    app,
    contentCalls.informationPage,
    async ({ params }, { request }) => getInformationPage(db, params.slug, request.lang),
    // The page names the store's address (shop-contacts.ts): a change of the store drops it too.
    { cache: { ...CONTENT_ANSWERS, tags: [...CONTENT_ANSWERS.tags, cacheTags.store] } },
  );
  handle(app, contentCalls.sitemap, async (_input, { request }) => getSitemapPage(db, request.lang), {
    cache: CATALOGUE_ANSWERS,
  });

  await brandRoutes(app, deps);
  await postRoutes(app, deps);
}
