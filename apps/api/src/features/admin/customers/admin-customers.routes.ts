import { adminCustomerCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { listCustomers } from '../../profile/customer-directory.service.js';
import { anonymiseCustomer, getCustomerDetail } from './admin-customers.service.js';

export async function adminCustomerRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminCustomerCalls.list, async ({ query }) => listCustomers(deps.db, query));
  handle(app, adminCustomerCalls.get, async ({ params }) => getCustomerDetail(deps, params.id));
  handle(app, adminCustomerCalls.anonymise, async ({ params }, { session }) =>
    anonymiseCustomer(deps, session, params.id),
  );
}
