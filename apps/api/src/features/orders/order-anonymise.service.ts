import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';

/**
 * Replaces the personal data of a customer's orders (theirs by account, and those placed as a guest with
 * their address in the same store) with placeholders. Lines, totals, payments and states stay: the shop's
 * books and stock counts do not change. Answers how many orders were touched.
 */
export async function anonymiseOrdersOf(
  tx: DbExecutor,
  customer: { id: string; storeId: number; email: string },
  placeholder: { email: string; name: string },
): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE orders SET email = ${placeholder.email}, comment = NULL, company = NULL, client_key = NULL, updated_at = now()
    WHERE customer_id = ${customer.id}
       OR (customer_id IS NULL AND store_id = ${customer.storeId} AND lower(email) = lower(${customer.email}))
    RETURNING id`);
  if (rows.length === 0) return 0;
  // One array parameter (drizzle spreads a JS array into a list of parameters).
  const ids = `{${rows.map((row) => row.id).join(',')}}`;
  // The country stays (what was shipped where, for the books); the rest of the address goes.
  await tx.execute(sql`
    UPDATE order_addresses SET firstname = ${placeholder.name}, lastname = '', email = ${placeholder.email},
           phone = NULL, zone = NULL, city = NULL, address = NULL, postal_code = NULL, suggestion = NULL
    WHERE order_id = ANY(${ids}::uuid[])`);
  return rows.length;
}
