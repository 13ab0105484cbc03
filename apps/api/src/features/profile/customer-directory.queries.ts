import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { customerAddresses, customers } from '../../db/schema/index.js';

const summaryColumns = {
  id: customers.id,
  storeId: customers.storeId,
  email: customers.email,
  firstname: customers.firstname,
  lastname: customers.lastname,
  phone: customers.phone,
  createdAt: customers.createdAt,
  anonymisedAt: customers.anonymisedAt,
  // Spelled out: inside a one-table select drizzle leaves column names unqualified.
  orderCount: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.customer_id = "customers"."id")`,
};
export type CustomerSummaryRow = {
  id: string;
  storeId: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  createdAt: Date;
  anonymisedAt: Date | null;
  orderCount: number;
};

/** `%`, `_` and `\` typed by staff match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(customers.email, pattern),
    ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern),
  );
}

export async function selectCustomerPage(
  db: DbExecutor,
  q: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = searchOf(q);
  const rows = await db
    .select(summaryColumns)
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ total: count() }).from(customers).where(where);
  return { rows: rows as CustomerSummaryRow[], total: counted?.total ?? 0 };
}

export async function selectCustomerSummary(db: DbExecutor, id: string, lock = false) {
  const query = db.select(summaryColumns).from(customers).where(eq(customers.id, id)).$dynamic();
  const [row] = await (lock ? query.for('update', { of: customers }) : query);
  return row as CustomerSummaryRow | undefined;
}

/** Replaces the customer's own personal data with placeholders and marks them anonymised. */
export async function anonymiseCustomerRow(tx: DbExecutor, id: string, placeholderEmail: string) {
  await tx
    .update(customers)
    .set({
      email: placeholderEmail,
      firstname: '',
      lastname: '',
      phone: null,
      anonymisedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(customers.id, id)));
  const deleted = await tx
    .delete(customerAddresses)
    .where(eq(customerAddresses.customerId, id))
    .returning({ id: customerAddresses.id });
  return deleted.length;
}
