import type { LanguageCode } from '@kordon/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { customers, products, reviewAttachments, reviewStatuses, reviews } from '../../db/schema/index.js';

/**
 * The status code of an approved review. The demo data also has 'moderation', a status that still
 * waits: "only reviews with a status are shown" means approved ones, so only this code is listed.
 */
export const APPROVED_STATUS = 'published';
/** The status a new review carries until staff decide (spec §6: a shown review has a status id). */
export const MODERATION_STATUS = 'moderation';

const statusIdOf = (code: string) =>
  sql<number>`(SELECT ${reviewStatuses.id} FROM ${reviewStatuses} WHERE ${reviewStatuses.code} = ${code})`;
const approved = sql`${reviews.statusId} = ${statusIdOf(APPROVED_STATUS)}`;

export async function isActiveProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return Boolean(row);
}

const reviewColumns = (lang: LanguageCode) => ({
  id: reviews.id,
  author: reviews.author,
  text: reviews.text,
  rating: reviews.rating,
  statusId: reviewStatuses.id,
  statusTitle: sql<string | null>`${reviewStatuses.title} ->> ${lang}`,
  createdAt: reviews.createdAt,
  customerId: reviews.customerId,
});
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function selectReviews(db: Db, where: SQL | undefined, lang: LanguageCode) {
  return (
    db
      .select(reviewColumns(lang))
      .from(reviews)
      // A row written before reviews carried a status (null) waits too: its author sees it as in moderation.
      .leftJoin(
        reviewStatuses,
        eq(reviewStatuses.id, sql`coalesce(${reviews.statusId}, ${statusIdOf(MODERATION_STATUS)})`),
      )
      .where(where)
      .$dynamic()
  );
}

/** The customer's own review of a product, whatever its status (at most one: a unique index). */
export async function selectOwnReview(db: Db, productId: number, customerId: string, lang: LanguageCode) {
  const [row] = await selectReviews(
    db,
    and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)),
    lang,
  ).limit(1);
  return row;
}

const othersApproved = (productId: number, exceptCustomer: string | null) =>
  and(
    eq(reviews.productId, productId),
    approved,
    exceptCustomer ? sql`${reviews.customerId} IS DISTINCT FROM ${exceptCustomer}` : undefined,
  );

/** Approved reviews of a product, newest first, leaving out one customer's own. */
export function selectApprovedReviews(
  db: Db,
  productId: number,
  exceptCustomer: string | null,
  lang: LanguageCode,
  page: { limit: number; offset: number },
) {
  return selectReviews(db, othersApproved(productId, exceptCustomer), lang)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countApprovedReviews(db: Db, productId: number, exceptCustomer: string | null) {
  const [row] = await db.select({ total: count() }).from(reviews).where(othersApproved(productId, exceptCustomer));
  return row?.total ?? 0;
}

export function selectAttachments(db: Db, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: reviewAttachments.id, reviewId: reviewAttachments.reviewId, path: reviewAttachments.path })
    .from(reviewAttachments)
    .where(inArray(reviewAttachments.reviewId, reviewIds))
    .orderBy(asc(reviewAttachments.id));
}

export async function selectAuthorNames(db: Db, customerId: string) {
  const [row] = await db
    .select({ email: customers.email, firstname: customers.firstname, lastname: customers.lastname })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** Writes a review in moderation; answers nothing when the customer already reviewed the product. */
export async function insertReview(
  tx: DbExecutor,
  row: Omit<typeof reviews.$inferInsert, 'statusId'>,
  lang: LanguageCode,
) {
  const [inserted] = await tx
    .insert(reviews)
    .values({ ...row, statusId: statusIdOf(MODERATION_STATUS) })
    .onConflictDoNothing()
    .returning({
      id: reviews.id,
      createdAt: reviews.createdAt,
      statusId: reviews.statusId,
      statusTitle: sql<
        string | null
      >`(SELECT ${reviewStatuses.title} ->> ${lang} FROM ${reviewStatuses} WHERE ${reviewStatuses.id} = ${reviews.statusId})`,
    });
  return inserted;
}

export function insertAttachments(tx: DbExecutor, rows: Array<typeof reviewAttachments.$inferInsert>) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx
    .insert(reviewAttachments)
    .values(rows)
    .returning({ id: reviewAttachments.id, path: reviewAttachments.path });
}

/** Deletes a review only if this customer wrote it; returns its pictures' paths, or null. */
export async function deleteOwnReview(tx: DbExecutor, reviewId: number, customerId: string) {
  const attachments = await tx
    .select({ path: reviewAttachments.path })
    .from(reviewAttachments)
    .innerJoin(reviews, eq(reviews.id, reviewAttachments.reviewId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId)));
  const deleted = await tx
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId)))
    .returning({ id: reviews.id, productId: reviews.productId });
  const [review] = deleted;
  return review ? { productId: review.productId, paths: attachments.map((a) => a.path) } : null;
}
