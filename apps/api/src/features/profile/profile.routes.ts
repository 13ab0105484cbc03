import { personalInfo } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { createAuthHooks, sessionOf } from '../auth/auth.hooks.js';
import { getPersonalInfo } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const hooks = createAuthHooks(deps);

  defineRoute(app, {
    method: 'GET',
    url: '/profile/personal',
    summary: 'Personal information of the signed-in customer, with saved addresses',
    tags: ['profile'],
    auth: 'customer',
    preHandler: hooks.requireCustomer,
    response: personalInfo,
    handler: async (_input, request) => getPersonalInfo(deps.db, sessionOf(request).customerId!, request.lang),
  });
}
