import { z } from 'zod';
import { defineCall } from '../call.js';
import { idempotencyKey } from '../checkout.js';
import { byCode } from '../field-codes.js';
import { orderState } from '../orders.js';
import { objectVersion } from './version.js';

/** An amount in integer minor units of `currency` (the server computes every one). */
export const adminMoney = z.object({ amount: z.number().int(), currency: z.string() }).meta({ id: 'AdminMoney' });

const day = z.iso.date({ error: 'Use the form YYYY-MM-DD' });
const code = z.string().trim().max(32);

export const adminOrderSorts = ['created_at', 'total', 'number'] as const;

/** Search (number, e-mail, name) and filters; the list and its totals take the same ones. */
export const adminOrderFilters = z.object({
  q: z.string().trim().max(100).optional(),
  state: orderState.optional(),
  payment: code.optional(),
  shipping: code.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, byCode('unknown_country'))
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Placed on or after this day, and on or before `to` (whole days, UTC). */
  from: day.optional(),
  to: day.optional(),
});

export const adminOrderQuery = adminOrderFilters.extend({
  sort: z.enum(adminOrderSorts).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderRow = z
  .object({
    id: z.uuid(),
    number: z.string(),
    created_at: z.iso.datetime(),
    state: orderState,
    customer: z.object({ name: z.string(), email: z.string() }),
    country: z.string().nullable(),
    shipping: z.string(),
    payment: z.string(),
    paid: z.boolean(),
    total: adminMoney,
  })
  .meta({ id: 'AdminOrderRow' });

/** The filtered set as a whole: how many orders and their sum, converted to the store currency. */
export const adminOrderTotals = z
  .object({
    count: z.number().int(),
    sum: adminMoney,
    /** Exact sums per order currency, beside the converted one. */
    by_currency: z.array(z.object({ currency: z.string(), count: z.number().int(), amount: z.number().int() })),
  })
  .meta({ id: 'AdminOrderTotals' });

const choice = z.object({ code: z.string(), name: z.string() });
export const adminOrderChoices = z
  .object({ payment: z.array(choice), shipping: z.array(choice), countries: z.array(choice) })
  .meta({ id: 'AdminOrderChoices' });

const person = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const adminOrderDetail = z
  .object({
    id: z.uuid(),
    number: z.string(),
    state: orderState,
    /** Sent back with a transition, cancel or refund; another version answers 409. */
    version: objectVersion,
    /** Where it may go now (the order state table); `cancelled` is offered by its own dialog. */
    next_states: z.array(orderState),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    language: z.string(),
    customer: person.extend({ registered: z.boolean() }),
    address: person
      .extend({
        country_code: z.string().nullable(),
        country_name: z.string().nullable(),
        zone: z.string().nullable(),
        city: z.string().nullable(),
        address: z.string().nullable(),
        postal_code: z.string().nullable(),
      })
      .nullable(),
    shipping: z.object({ code: z.string(), name: z.string() }),
    pickup_point: z
      .object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string() })
      .nullable(),
    track_number: z.string().nullable(),
    payment: z.object({
      code: z.string(),
      name: z.string(),
      paid_at: z.iso.datetime().nullable(),
      /** Every attempt, newest first, with the provider's own reference. */
      attempts: z.array(
        z.object({
          id: z.uuid(),
          provider: z.string(),
          status: z.string(),
          amount: adminMoney,
          reference: z.string().nullable(),
          failure: z.string().nullable(),
          created_at: z.iso.datetime(),
        }),
      ),
    }),
    refunds: z.array(
      z.object({
        id: z.uuid(),
        amount: adminMoney,
        provider: z.string(),
        status: z.string(),
        reference: z.string().nullable(),
        reason: z.string(),
        staff_email: z.string().nullable(),
        created_at: z.iso.datetime(),
      }),
    ),
    paid: adminMoney,
    refunded: adminMoney,
    /** What a refund may still give back: paid − refunded. */
    refundable: adminMoney,
    lines: z.array(
      z.object({
        name: z.string(),
        options: z.string(),
        sku: z.string().nullable(),
        quantity: z.number().int(),
        unit_price: adminMoney,
        total: adminMoney,
        is_digital: z.boolean(),
      }),
    ),
    totals: z.array(z.object({ code: z.string(), title: z.string(), value: adminMoney })),
    coupon_code: z.string().nullable(),
    comment: z.string().nullable(),
    company: z.object({ name: z.string(), taxId: z.string(), address: z.string() }).nullable(),
    stock_returned: z.boolean(),
    history: z.array(
      z.object({
        from: orderState.nullable(),
        to: orderState,
        note: z.string().nullable(),
        track_number: z.string().nullable(),
        at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'AdminOrderDetail' });

export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export type AdminOrderTotals = z.infer<typeof adminOrderTotals>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export type AdminMoney = z.infer<typeof adminMoney>;

const trackNumber = z.string().trim().max(64);
const reason = z.string().trim().min(1, byCode('required')).max(500);

/** Moves the order on; `shipped` needs a tracking number. Cancelling has its own call. */
export const adminOrderTransition = z
  .object({
    to: z.enum(['created', 'assembly', 'assembled', 'shipped', 'delivered']),
    track_number: trackNumber.optional(),
    note: z.string().trim().max(500).optional(),
    version: objectVersion,
  })
  .refine((body) => body.to !== 'shipped' || Boolean(body.track_number), {
    path: ['track_number'],
    message: byCode('tracking_number_required'),
  })
  .meta({ id: 'AdminOrderTransition' });

export const adminOrderCancel = z.object({ reason, version: objectVersion }).meta({ id: 'AdminOrderCancel' });

export const adminOrderRefund = z
  .object({
    /** Minor units of the order currency, at most what is still refundable. */
    amount: z
      .number({ error: byCode('required') })
      .int()
      .min(1)
      .max(2_147_483_647),
    reason,
    /** Made once per refund dialog: a retry of the same refund refunds nothing twice. */
    idempotency_key: idempotencyKey,
    version: objectVersion,
  })
  .meta({ id: 'AdminOrderRefund' });

export type AdminOrderTransition = z.infer<typeof adminOrderTransition>;
export type AdminOrderCancel = z.infer<typeof adminOrderCancel>;
export type AdminOrderRefund = z.infer<typeof adminOrderRefund>;

const orderParams = z.object({ id: z.uuid() });
const staff = { tag: 'admin', auth: 'staff' } as const;

export const adminOrderCalls = {
  list: defineCall({
    id: 'adminListOrders',
    method: 'GET',
    path: '/admin/orders',
    summary: 'Orders, searched by number, e-mail or name and filtered; paged and sorted on the server',
    ...staff,
    staffRole: 'viewer',
    query: adminOrderQuery,
    response: z.array(adminOrderRow),
    paged: true,
  }),
  totals: defineCall({
    id: 'adminOrderTotals',
    method: 'GET',
    path: '/admin/orders/totals',
    summary: 'How many orders the same search and filters find, and their sum in the store currency',
    ...staff,
    staffRole: 'viewer',
    query: adminOrderFilters,
    response: adminOrderTotals,
  }),
  choices: defineCall({
    id: 'adminOrderChoices',
    method: 'GET',
    path: '/admin/orders/choices',
    summary: "The list filters' choices: payment and shipping methods, countries",
    ...staff,
    staffRole: 'viewer',
    response: adminOrderChoices,
  }),
  detail: defineCall({
    id: 'adminGetOrder',
    method: 'GET',
    path: '/admin/orders/:id',
    summary: 'One order: lines, customer, address, pickup point, payments, refunds and its state history',
    ...staff,
    staffRole: 'viewer',
    params: orderParams,
    response: adminOrderDetail,
    errors: ['not_found'],
  }),
  transition: defineCall({
    id: 'adminMoveOrder',
    method: 'POST',
    path: '/admin/orders/:id/transition',
    summary:
      'Moves the order to a next state and mails the customer; the same move again is a no-op (409 if not allowed or stale)',
    ...staff,
    staffRole: 'manager',
    params: orderParams,
    body: adminOrderTransition,
    response: adminOrderDetail,
    errors: ['not_found', 'conflict'],
  }),
  cancel: defineCall({
    id: 'adminCancelOrder',
    method: 'POST',
    path: '/admin/orders/:id/cancel',
    summary: 'Cancels the order: its units and coupon use come back once, and the customer is mailed',
    ...staff,
    staffRole: 'manager',
    params: orderParams,
    body: adminOrderCancel,
    response: adminOrderDetail,
    errors: ['not_found', 'conflict'],
  }),
  refund: defineCall({
    id: 'adminRefundOrder',
    method: 'POST',
    path: '/admin/orders/:id/refund',
    summary: 'Refunds up to what was paid and not yet refunded, through the payment provider, and records it',
    ...staff,
    staffRole: 'manager',
    params: orderParams,
    body: adminOrderRefund,
    response: adminOrderDetail,
    errors: ['not_found', 'conflict', 'payment_declined', 'unavailable'],
  }),
  packingSlip: defineCall({
    id: 'adminOrderPackingSlip',
    method: 'GET',
    path: '/admin/orders/:id/packing-slip',
    summary: 'The packing slip of the order (PDF): lines and quantities, the address, no prices',
    ...staff,
    staffRole: 'viewer',
    params: orderParams,
    produces: 'application/pdf',
    errors: ['not_found'],
  }),
};
