import { z } from 'zod';
import { defineCall } from './call.js';

/**
 * Where an order stands. The profile shows created, assembly, assembled and shipped
 * (spec-coverage 4.9); an unpaid order waits in `pending_payment`.
 */
export const orderState = z
  .enum(['pending_payment', 'created', 'assembly', 'assembled', 'shipped', 'delivered', 'cancelled'])
  .meta({ id: 'OrderState' });
export type OrderState = z.infer<typeof orderState>;

export const orderLineView = z
  .object({
    name: z.string(),
    options: z.array(z.object({ optionName: z.string(), valueName: z.string() })),
    image: z.string().nullable(),
    link: z.string().nullable(),
    quantity: z.number().int(),
    priceItem: z.string(),
    priceTotal: z.string(),
    availability: z.string(),
    isDigital: z.boolean(),
  })
  .meta({ id: 'OrderLine' });

export const orderTotalView = z
  .object({ code: z.string(), title: z.string(), value: z.string() })
  .meta({ id: 'OrderTotal' });

/** What every view of an order starts with. */
const orderHead = z.object({
  id: z.string(),
  number: z.string(),
  date: z.iso.datetime(),
  state: orderState,
  stateName: z.string(),
});

/** One row of the profile's order lists. */
export const orderListItem = orderHead
  .extend({
    total: z.string(),
    itemCount: z.number().int(),
    trackNumber: z.string().nullable(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof orderListItem>;

/** Spec §3 order detail (profile). */
export const orderDetail = orderHead
  .extend({
    customer: z.object({ email: z.string(), firstname: z.string(), lastname: z.string() }),
    customerAddress: z
      .object({
        addressText: z.string(),
        city: z.string(),
        countryCode: z.string(),
        countryName: z.string(),
        countryZoneName: z.string().nullable(),
        name: z.string(),
        postalCode: z.string(),
        zone: z.string().nullable(),
      })
      .nullable(),
    products: z.array(orderLineView),
    totals: z.array(orderTotalView),
    shippingName: z.string(),
    shippingImage: z.string().nullable(),
    paymentName: z.string(),
    paymentImage: z.string().nullable(),
    trackNumber: z.string().nullable(),
    trackMessage: z.string().nullable(),
    history: z.array(z.object({ state: orderState, stateName: z.string(), date: z.iso.datetime() })),
    /** A business order: GET /profile/orders/{id}/invoice answers its invoice (PDF). */
    hasInvoice: z.boolean(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderIdParams = z.object({ id: z.uuid('Unknown order') });

export const orderCalls = {
  actual: defineCall({
    id: 'listActualOrders',
    method: 'GET',
    path: '/profile/orders/actual',
    summary: 'Orders of the signed-in customer that are still on their way (not delivered or cancelled)',
    tag: 'profile',
    auth: 'customer',
    response: z.array(orderListItem),
  }),
  list: defineCall({
    id: 'listOrders',
    method: 'GET',
    path: '/profile/orders',
    summary: 'Every order of the signed-in customer, newest first',
    tag: 'profile',
    auth: 'customer',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: z.array(orderListItem),
    paged: true,
  }),
  detail: defineCall({
    id: 'getOrder',
    method: 'GET',
    path: '/profile/orders/:id',
    summary: "One of the signed-in customer's orders; another customer's order answers 404",
    tag: 'profile',
    auth: 'customer',
    params: orderIdParams,
    response: orderDetail,
    errors: ['not_found'],
  }),
  invoice: defineCall({
    id: 'getOrderInvoice',
    method: 'GET',
    path: '/profile/orders/:id/invoice',
    summary:
      "The invoice (PDF) of one of the signed-in customer's business orders; another's order, or one with no company, answers 404",
    tag: 'profile',
    auth: 'customer',
    params: orderIdParams,
    produces: 'application/pdf',
    errors: ['not_found'],
  }),
};
