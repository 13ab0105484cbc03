import { adminStaffCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { inviteStaff, listStaff, removeStaff, updateStaff } from './staff.service.js';

export async function staffRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminStaffCalls.list, async () => listStaff(deps.db));
  handle(app, adminStaffCalls.invite, async ({ body }, { session }) =>
    inviteStaff({ ...deps, outbox: app.outbox }, session, body),
  );
  handle(app, adminStaffCalls.update, async ({ params, body }, { session }) =>
    updateStaff(deps, session, params.id, body),
  );
  handle(app, adminStaffCalls.remove, async ({ params }, { session }) => removeStaff(deps, session, params.id));
}
