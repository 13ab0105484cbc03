import { profileCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';
import { getPersonalInfo, updatePersonalInfo } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, profileCalls.personal, async (_input, { session, request }) =>
    getPersonalInfo(deps.db, session.customerId, request.lang),
  );
  handle(app, profileCalls.updatePersonal, async ({ body }, { session, request }) =>
    updatePersonalInfo(deps.db, session.customerId, body, request.lang),
  );
}
