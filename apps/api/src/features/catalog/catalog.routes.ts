import { categorySummary } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { getCategoryTree } from './category.service.js';

export async function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  defineRoute(app, {
    method: 'GET',
    url: '/categories',
    summary: 'The category tree in the request language',
    tags: ['catalogue'],
    response: z.array(categorySummary),
    handler: async (_input, request) => getCategoryTree(deps.db, request.lang),
  });
}
