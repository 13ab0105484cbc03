import type { CustomerDetail, CustomerSummary } from '@kordon/contract';
import { inTransaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { endSessionsOfCustomer } from '../../auth/customer-sessions.service.js';
import { redactDeliveredMailTo } from '../../mail/mail.service.js';
import { anonymiseOrdersOf } from '../../orders/order-anonymise.service.js';
import { listOrders } from '../../orders/orders.service.js';
import {
  anonymiseCustomerRecord,
  findCustomerSummary,
  lockCustomer,
  placeholderEmailOf,
  toCustomerSummary,
} from '../../profile/customer-directory.service.js';
import { getPersonalInfo } from '../../profile/profile.service.js';
import { anonymiseRestockRequestsOf, listRestockRequestsOf } from '../../restock/restock-overview.service.js';
import { anonymiseReviewAuthor, listReviewsOfCustomer } from '../../reviews/review-moderation.service.js';
import { recordAudit } from '../audit/audit.service.js';

type Deps = Pick<AppDeps, 'db'>;

/** What an anonymised customer's orders and reviews say instead of their name. */
export const ANONYMISED_NAME = 'Anonymised';
export const ANONYMISED_AUTHOR = 'Former customer';
/** The newest this many orders, reviews and requests are shown; the customer's own screens page the rest. */
const SHOWN = 50;

export async function getCustomerDetail(deps: Deps, id: string): Promise<CustomerDetail> {
  const row = await findCustomerSummary(deps.db, id);
  if (!row) throw AppError.notFound('Customer');
  const [personal, orders, reviews, restock] = await Promise.all([
    getPersonalInfo(deps.db, id, 'en'),
    listOrders({ db: deps.db, customerId: id, lang: 'en' }, { limit: SHOWN, offset: 0 }),
    listReviewsOfCustomer(deps.db, id, SHOWN),
    listRestockRequestsOf(deps.db, { id, email: row.email }),
  ]);
  return {
    ...toCustomerSummary(row),
    addresses: personal.addresses,
    orders: orders.data,
    reviews,
    restock_requests: restock,
  };
}

/**
 * Anonymises a customer on request, irreversibly, in one transaction: their names, phone, address and
 * saved addresses, the contacts and addresses of their orders, their name on reviews and their restock
 * requests, and the delivered mails to their address; their sessions end. Orders keep lines, totals and states. Done already: answered as is.
 * The audit entry says what was done and counts it, never the personal data itself.
 */
export async function anonymiseCustomer(deps: Deps, by: StaffSession, id: string): Promise<CustomerSummary> {
  return inTransaction(deps.db, async (tx) => {
    const current = await lockCustomer(tx, id);
    if (!current) throw AppError.notFound('Customer');
    if (current.anonymisedAt) return toCustomerSummary(current);
    const who = { id, storeId: current.storeId, email: current.email };
    const placeholder = placeholderEmailOf(id);
    const addressesDeleted = await anonymiseCustomerRecord(tx, id);
    const orders = await anonymiseOrdersOf(tx, who, { email: placeholder, name: ANONYMISED_NAME });
    const reviewedProducts = await anonymiseReviewAuthor(tx, id, ANONYMISED_AUTHOR);
    const restock = await anonymiseRestockRequestsOf(tx, who, placeholder);
    const sessionsEnded = await endSessionsOfCustomer(tx, who, 'anonymised');
    const mailsRedacted = await redactDeliveredMailTo(tx, current.email, placeholder);
    const after = await lockCustomer(tx, id);
    await recordAudit(tx, {
      staff: by,
      action: 'customer.anonymise',
      objectType: 'customer',
      objectId: id,
      before: { anonymised_at: null },
      after: {
        anonymised_at: after?.anonymisedAt?.toISOString() ?? null,
        orders_anonymised: orders,
        addresses_deleted: addressesDeleted,
        reviews_renamed: reviewedProducts.length,
        restock_requests_deleted: restock.deleted,
        restock_requests_anonymised: restock.anonymised,
        sessions_ended: sessionsEnded,
        mails_redacted: mailsRedacted,
      },
    });
    // invalidates: nothing cached: review lists are read live (no cached answer carries an author's name),
    // and profiles and orders are private answers, never cached.
    return toCustomerSummary(after ?? current);
  });
}
