import { z } from 'zod';
import { defineCall } from '../call.js';
import { orderListItem } from '../orders.js';
import { savedAddress } from '../profile.js';
import { moderatedReview } from './reviews.js';

export const customerSummary = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
    created_at: z.iso.datetime(),
    order_count: z.number().int(),
    /** Set once the customer was anonymised on request: their personal data is gone. */
    anonymised_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CustomerSummary' });

export const customerRestockRequest = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  variation_id: z.number().int(),
  sku: z.string().nullable(),
  created_at: z.iso.datetime(),
  notified_at: z.iso.datetime().nullable(),
});

export const customerDetail = customerSummary
  .extend({
    addresses: z.array(savedAddress),
    /** The newest orders, as the customer's own order list shows them. */
    orders: z.array(orderListItem),
    reviews: z.array(moderatedReview),
    restock_requests: z.array(customerRestockRequest),
  })
  .meta({ id: 'CustomerDetail' });

export const customerListQuery = z.object({
  /** Part of the e-mail address or of the name, any case. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const customerIdParams = z.object({ id: z.uuid() });

export type CustomerSummary = z.infer<typeof customerSummary>;
export type CustomerDetail = z.infer<typeof customerDetail>;
export type CustomerRestockRequest = z.infer<typeof customerRestockRequest>;
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const adminCustomerCalls = {
  list: defineCall({
    id: 'adminListCustomers',
    method: 'GET',
    path: '/admin/customers',
    summary: 'Customers, newest first, searched by e-mail or name',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: customerListQuery,
    response: z.array(customerSummary),
    paged: true,
  }),
  get: defineCall({
    id: 'adminGetCustomer',
    method: 'GET',
    path: '/admin/customers/:id',
    summary: 'One customer with their orders, saved addresses, reviews and restock requests',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    params: customerIdParams,
    response: customerDetail,
    errors: ['not_found'],
  }),
  anonymise: defineCall({
    id: 'adminAnonymiseCustomer',
    method: 'POST',
    path: '/admin/customers/:id/anonymise',
    summary:
      'Irreversibly replaces the personal data of a customer and of their orders with placeholders and ends their sessions; orders keep their totals',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    params: customerIdParams,
    response: customerSummary,
    errors: ['not_found'],
  }),
};
