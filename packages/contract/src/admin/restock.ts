import { z } from 'zod';
import { defineCall } from '../call.js';

/** Restock requests of one variation: how many wait for a mail, and when the last ones were mailed. */
export const restockVariation = z
  .object({
    variation_id: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    /** The variation's option values ("Olive, L"); empty for a product of one variation. */
    options: z.string(),
    sku: z.string().nullable(),
    stock: z.number().int(),
    waiting: z.number().int(),
    oldest_waiting_at: z.iso.datetime().nullable(),
    last_mailed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'RestockVariation' });

export const restockSorts = ['waiting', 'oldest_waiting_at', 'last_mailed_at'] as const;

export const restockListQuery = z.object({
  sort: z.enum(restockSorts).default('waiting'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Only variations with requests still waiting (the default), or every one ever asked about. */
  waiting_only: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export type RestockVariation = z.infer<typeof restockVariation>;
export type RestockListQuery = z.infer<typeof restockListQuery>;

export const adminRestockCalls = {
  list: defineCall({
    id: 'adminListRestock',
    method: 'GET',
    path: '/admin/restock',
    summary: 'Restock requests per variation: how many wait, the oldest, and when they were last mailed',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: restockListQuery,
    response: z.array(restockVariation),
    paged: true,
  }),
};
