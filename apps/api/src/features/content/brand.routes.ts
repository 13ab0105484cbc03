import { contentCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { CATALOGUE_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { getBrandPage, listBrands } from './brand.service.js';

export async function brandRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, contentCalls.brands, async () => listBrands(deps.db), { cache: CATALOGUE_ANSWERS });
  handle(
    app,
    contentCalls.brand,
    async ({ params }, { request }) => getBrandPage(deps.db, params.slug, request.lang, deps.config.siteUrl),
    { cache: CATALOGUE_ANSWERS },
  );
}
