import { profileCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';
import { getPersonalInfo, updatePersonalInfo } from './profile.service.js';
import { deleteSavedAddress, updateSavedAddress } from './saved-addresses.service.js';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, profileCalls.personal, async (_input, { session, request }) =>
    getPersonalInfo(deps.db, session.customerId, request.lang),
  );
  handle(app, profileCalls.updatePersonal, async ({ body }, { session, request }) =>
    updatePersonalInfo(deps.db, session.customerId, body, request.lang),
  );
  handle(app, profileCalls.updateAddress, async ({ params, body }, { session, request }) =>
    updateSavedAddress(deps.db, session.customerId, params.id, body, request.lang),
  );
  handle(app, profileCalls.deleteAddress, async ({ params }, { session }) =>
    deleteSavedAddress(deps.db, session.customerId, params.id),
  );
}
