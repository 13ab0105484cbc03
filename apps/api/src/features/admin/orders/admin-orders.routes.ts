import { adminOrderCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { renderPackingSlip } from '../../orders/orders.service.js';
import { cancelOrder, moveOrder, refundOrder } from './admin-order-writes.service.js';
import { getAdminOrder, listAdminOrders, orderChoices, orderTotals } from './admin-orders.service.js';

export async function adminOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const writeDeps = { ...deps, outbox: app.outbox };
  handle(app, adminOrderCalls.list, async ({ query }) => listAdminOrders(deps.db, query));
  handle(app, adminOrderCalls.totals, async ({ query }) => orderTotals(deps.db, query));
  handle(app, adminOrderCalls.choices, async () => orderChoices(deps.db));
  handle(app, adminOrderCalls.detail, async ({ params }) => getAdminOrder(deps.db, params.id));
  handle(app, adminOrderCalls.transition, async ({ params, body }, { session }) =>
    moveOrder(writeDeps, session, params.id, body),
  );
  handle(app, adminOrderCalls.cancel, async ({ params, body }, { session }) =>
    cancelOrder(writeDeps, session, params.id, body),
  );
  handle(app, adminOrderCalls.refund, async ({ params, body }, { session }) =>
    refundOrder(writeDeps, session, params.id, body),
  );
  handle(app, adminOrderCalls.packingSlip, async ({ params }, { reply }) => {
    const { filename, pdf } = await renderPackingSlip(deps.db, params.id);
    reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
  });
}
