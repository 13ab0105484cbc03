import { catalogCalls, productCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { CATALOGUE_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { getCategoryTree } from './category.service.js';
import { getCategoryPage } from './category-page.service.js';

export async function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, catalogCalls.categoryTree, async (_input, { request }) => getCategoryTree(deps.db, request.lang), {
    cache: CATALOGUE_ANSWERS,
  });
  handle(
    app,
    productCalls.category,
    async ({ params }, { request }) => getCategoryPage(deps.db, params.slug, request.lang, deps.config.siteUrl),
    { cache: CATALOGUE_ANSWERS },
  );
}
