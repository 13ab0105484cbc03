import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { oneTimeCodes, sessions } from '../../db/schema/index.js';

/**
 * Ends every session of a customer (their tokens answer 418 on the next call) and drops the sign-in
 * codes of their address: the anonymising of a customer on request (admin/customers).
 */
export async function endSessionsOfCustomer(
  tx: DbExecutor,
  customer: { id: string; storeId: number; email: string },
  reason: string,
) {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.customerId, customer.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await tx
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.storeId, customer.storeId),
        eq(sql`lower(${oneTimeCodes.email})`, customer.email.toLowerCase()),
      ),
    );
  return ended.length;
}
