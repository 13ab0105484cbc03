import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { customers } from '../../db/schema/index.js';

const columns = {
  id: customers.id,
  email: customers.email,
  firstname: customers.firstname,
  lastname: customers.lastname,
};

/** The customer of the address in the store, created on first sign-in; one per lower(email). */
export async function findOrCreateCustomer(tx: DbExecutor, storeId: number, email: string) {
  const [created] = await tx.insert(customers).values({ storeId, email }).onConflictDoNothing().returning(columns);
  if (created) return created;
  const [existing] = await tx
    .select(columns)
    .from(customers)
    .where(and(eq(customers.storeId, storeId), sql`lower(${customers.email}) = lower(${email})`));
  return existing!;
}
