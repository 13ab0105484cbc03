import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { cartLines, carts, orders, restockRequests } from '../../db/schema/index.js';

const MAX_LINE_QUANTITY = 99;

/**
 * Gives the signed-in session the visitor's cart, merged into the customer's own when there is one
 * (quantities of one item add up, capped at 99).
 */
export async function moveCart(tx: DbExecutor, from: string, to: string, customerId: string) {
  const [visitorCart] = await tx.select().from(carts).where(eq(carts.sessionId, from));
  const [customerCart] = await tx
    .select()
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  const target = customerCart && customerCart.id !== visitorCart?.id ? customerCart : visitorCart;
  if (!target) return;
  if (visitorCart && target.id !== visitorCart.id) {
    await tx.execute(sql`
      UPDATE ${cartLines} AS t SET quantity = LEAST(${MAX_LINE_QUANTITY}, t.quantity + s.quantity)
      FROM ${cartLines} AS s
      WHERE s.cart_id = ${visitorCart.id} AND t.cart_id = ${target.id}
        AND t.variation_id IS NOT DISTINCT FROM s.variation_id
        AND t.kit_variation_id IS NOT DISTINCT FROM s.kit_variation_id`);
    await tx.execute(sql`
      DELETE FROM ${cartLines} AS s USING ${cartLines} AS t
      WHERE s.cart_id = ${visitorCart.id} AND t.cart_id = ${target.id}
        AND t.variation_id IS NOT DISTINCT FROM s.variation_id
        AND t.kit_variation_id IS NOT DISTINCT FROM s.kit_variation_id`);
    await tx.update(cartLines).set({ cartId: target.id }).where(eq(cartLines.cartId, visitorCart.id));
    // The unique session_id must be free before the target cart takes it.
    await tx.delete(carts).where(eq(carts.id, visitorCart.id));
  }
  await tx
    .update(carts)
    .set({
      sessionId: to,
      customerId,
      countryCode: sql`coalesce(${carts.countryCode}, ${visitorCart?.countryCode ?? null})`,
      // The merged lines are no longer what any PUT /cart answered: the next one rewrites them.
      linesDigest: null,
      updatedAt: sql`now()`,
    })
    .where(eq(carts.id, target.id));
}

/** Restock notices asked for as a visitor now belong to the customer and the new session. */
export async function moveRestockRequests(tx: DbExecutor, from: string, to: string, customerId: string) {
  await tx.update(restockRequests).set({ sessionId: to, customerId }).where(eq(restockRequests.sessionId, from));
}

/**
 * Orders placed as a visitor in this session become the customer's, so they appear in the profile
 * after signing in. Only the session's own orders: an e-mail typed into a form proves nothing.
 */
export async function moveOrders(tx: DbExecutor, from: string, to: string, customerId: string) {
  await tx
    .update(orders)
    .set({ sessionId: to, customerId })
    .where(and(eq(orders.sessionId, from), isNull(orders.customerId)));
}
