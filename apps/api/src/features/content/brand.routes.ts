import { brandPage, brandSummary, slugParams } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { getBrandPage, listBrands } from './brand.service.js';

export async function brandRoutes(app: FastifyInstance, deps: AppDeps) {
  defineRoute(app, {
    method: 'GET',
    url: '/brands',
    summary: 'Every brand with its link and logo',
    tags: ['brands'],
    response: z.array(brandSummary),
    handler: async () => listBrands(deps.db),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/brand/:slug',
    summary: 'A brand page with SEO data, breadcrumbs and language alternates; 404 for an unknown slug',
    tags: ['brands'],
    params: slugParams,
    response: brandPage,
    handler: async ({ params }, request) => getBrandPage(deps.db, params.slug, request.lang, deps.config.siteUrl),
  });
}
