import type { CustomerListQuery, CustomerSummary } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import {
  anonymiseCustomerRow,
  type CustomerSummaryRow,
  selectCustomerPage,
  selectCustomerSummary,
} from './customer-directory.queries.js';

/** The back office's view of customers (admin/customers): list, one, and the anonymising of one. */

export const toCustomerSummary = (row: CustomerSummaryRow): CustomerSummary => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  phone: row.phone,
  created_at: row.createdAt.toISOString(),
  order_count: row.orderCount,
  anonymised_at: row.anonymisedAt?.toISOString() ?? null,
});

export async function listCustomers(db: DbExecutor, query: CustomerListQuery) {
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const { rows, total } = await selectCustomerPage(db, query.q || undefined, page);
  return { data: rows.map(toCustomerSummary), total };
}

export const findCustomerSummary = (db: DbExecutor, id: string) => selectCustomerSummary(db, id);

/** The customer locked for the rest of the transaction. */
export const lockCustomer = (tx: DbExecutor, id: string) => selectCustomerSummary(tx, id, true);

/** The address an anonymised customer keeps: unique per customer, never deliverable (RFC 2606 `.invalid`). */
export const placeholderEmailOf = (id: string) => `anon-${id}@invalid`;

/** Clears the customer's names, phone and saved addresses; answers how many addresses went. */
export const anonymiseCustomerRecord = (tx: DbExecutor, id: string) =>
  anonymiseCustomerRow(tx, id, placeholderEmailOf(id));
