import { orderCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';
import { getCustomerInvoice } from './invoice.service.js';
import { scheduleExpirySweep } from './order-expiry.js';
import { getOrderDetail, listActualOrders, listOrders } from './orders.service.js';

export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  scheduleExpirySweep(app, deps);
  const viewer = (customerId: string, lang: 'en' | 'ru') => ({ db: deps.db, customerId, lang });
  handle(app, orderCalls.actual, async (_input, { session, request }) =>
    listActualOrders(viewer(session.customerId, request.lang)),
  );
  handle(app, orderCalls.list, async ({ query }, { session, request }) =>
    listOrders(viewer(session.customerId, request.lang), query),
  );
  handle(app, orderCalls.detail, async ({ params }, { session, request }) =>
    getOrderDetail(viewer(session.customerId, request.lang), params.id),
  );
  handle(app, orderCalls.invoice, async ({ params }, { session, reply }) => {
    const { filename, pdf } = await getCustomerInvoice(deps.db, session.customerId, params.id);
    // A customer's document: kept by no shared cache.
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
