import { z } from 'zod';
import { defineCall } from '../call.js';
import { byCode } from '../field-codes.js';

/** A calendar day, YYYY-MM-DD (UTC). */
const day = z.iso.date({ error: byCode('invalid_date') });

export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** From and to, both included; without them the last 30 days up to today. */
export const dashboardQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: byCode('ends_before_start') })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    path: ['from'],
    error: byCode('date_range_too_long'),
  });

/** Amounts: minor units of the store's currency. */
export const dashboard = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.object({ code: z.string(), symbol: z.string(), minor_units: z.number().int() }),
    /** Paid orders by the day they were paid, every day of the range (zeros included). */
    days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
    totals: z.object({ orders: z.number().int(), revenue: z.number().int(), average_order: z.number().int() }),
    top_products: z.array(
      z.object({ product_id: z.number().int(), name: z.string(), units: z.number().int(), revenue: z.number().int() }),
    ),
    low_stock: z.object({
      threshold: z.number().int(),
      total: z.number().int(),
      items: z.array(
        z.object({
          variation_id: z.number().int(),
          product_id: z.number().int(),
          name: z.string(),
          sku: z.string(),
          stock: z.number().int(),
        }),
      ),
    }),
    expiring_orders: z.object({
      total: z.number().int(),
      items: z.array(
        z.object({
          id: z.uuid(),
          number: z.string(),
          total: z.number().int(),
          currency: z.string(),
          hold_until: z.iso.datetime(),
        }),
      ),
    }),
    reviews_waiting: z.object({
      total: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          product_id: z.number().int(),
          product_name: z.string(),
          author: z.string(),
          rating: z.number().int(),
          created_at: z.iso.datetime(),
        }),
      ),
    }),
  })
  .meta({ id: 'Dashboard' });

export type Dashboard = z.infer<typeof dashboard>;
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const adminDashboardCalls = {
  get: defineCall({
    id: 'adminGetDashboard',
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      'Paid orders and revenue per day in the store currency, average order, top products, low stock, unpaid orders about to expire, reviews waiting',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: dashboardQuery,
    response: dashboard,
  }),
};
