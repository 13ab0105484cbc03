import type { AnnouncementStatus } from '@kordon/contract';
import { and, asc, count, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';
import { announcements } from '../../../db/schema/index.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'version'>;

const now = sql`now()`;

/** The strip's own rule (content.queries.ts `selectCurrentAnnouncements`), and the three ways out of it. */
const statusWhere: Record<AnnouncementStatus, SQL> = {
  live: and(
    eq(announcements.isActive, true),
    or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
  ) as SQL,
  scheduled: and(eq(announcements.isActive, true), gt(announcements.startsAt, now)) as SQL,
  ended: and(
    eq(announcements.isActive, true),
    isNotNull(announcements.endsAt),
    lte(announcements.endsAt, now),
    or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
  ) as SQL,
  off: eq(announcements.isActive, false),
};

/** The status as SQL, so a page reads it with the rows at the database's clock. */
const statusColumn = sql<AnnouncementStatus>`CASE
  WHEN NOT ${announcements.isActive} THEN 'off'
  WHEN ${announcements.startsAt} > now() THEN 'scheduled'
  WHEN ${announcements.endsAt} <= now() THEN 'ended'
  ELSE 'live' END`;

export type AnnouncementWithStatus = AnnouncementRow & { status: AnnouncementStatus };

const withStatus = { ...announcementsColumns(), status: statusColumn };

function announcementsColumns() {
  const { id, backgroundColor, htmlText, position, startsAt, endsAt, isActive, version } = announcements;
  return { id, backgroundColor, htmlText, position, startsAt, endsAt, isActive, version };
}

export async function selectAnnouncementPage(
  db: DbExecutor,
  status: AnnouncementStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: AnnouncementWithStatus[]; total: number }> {
  const where = status ? statusWhere[status] : undefined;
  const rows = await db
    .select(withStatus)
    .from(announcements)
    .where(where)
    .orderBy(asc(announcements.position), asc(announcements.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ total: count() }).from(announcements).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectAnnouncement(db: DbExecutor, id: number, forUpdate = false) {
  const query = db.select(withStatus).from(announcements).where(eq(announcements.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** An entry with exactly these texts, colour and dates: what a retried create finds. */
export async function selectSameAnnouncement(db: DbExecutor, values: AnnouncementValues) {
  const [row] = await db
    .select(withStatus)
    .from(announcements)
    .where(
      and(
        sql`${announcements.htmlText} = ${JSON.stringify(values.htmlText)}::jsonb`,
        eq(announcements.backgroundColor, values.backgroundColor),
        values.startsAt ? eq(announcements.startsAt, values.startsAt) : isNull(announcements.startsAt),
        values.endsAt ? eq(announcements.endsAt, values.endsAt) : isNull(announcements.endsAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAnnouncement(tx: DbExecutor, values: AnnouncementValues) {
  const [row] = await tx.insert(announcements).values(values).returning({ id: announcements.id });
  if (!row) throw new Error('The announcement was not written');
  return row.id;
}

export async function updateAnnouncementRow(tx: DbExecutor, id: number, changes: Partial<AnnouncementValues>) {
  await tx
    .update(announcements)
    .set({ ...changes, version: sql`${announcements.version} + 1` })
    .where(eq(announcements.id, id));
}

export async function deleteAnnouncementRow(tx: DbExecutor, id: number) {
  await tx.delete(announcements).where(eq(announcements.id, id));
}
