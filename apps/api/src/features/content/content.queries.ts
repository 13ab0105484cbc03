import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, informationPages, menuItems, slides } from '../../db/schema/index.js';

export function selectMenuItems(db: Db) {
  return db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
}

/** Active announcements whose window (either end open) contains `now`. */
export function selectCurrentAnnouncements(db: Db, now: Date) {
  return db
    .select({ id: announcements.id, backgroundColor: announcements.backgroundColor, htmlText: announcements.htmlText })
    .from(announcements)
    .where(
      and(
        eq(announcements.isActive, true),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(asc(announcements.position), asc(announcements.id));
}

export function selectActiveSlides(db: Db) {
  return db.select().from(slides).where(eq(slides.isActive, true)).orderBy(asc(slides.position), asc(slides.id));
}

export async function selectInformationPage(db: Db, slug: string) {
  const [page] = await db.select().from(informationPages).where(eq(informationPages.slug, slug)).limit(1);
  return page;
}

export function selectInformationPageLinks(db: Db) {
  return db
    .select({ slug: informationPages.slug, title: informationPages.title })
    .from(informationPages)
    .orderBy(asc(informationPages.position), asc(informationPages.id));
}
