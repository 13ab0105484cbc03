import {
  type AdminAnnouncement,
  type AnnouncementInput,
  type AnnouncementListQuery,
  type AnnouncementUpdate,
  fieldError,
} from '@kordon/contract';
import { inTransaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { cacheTags } from '../../../platform/cache-tags.js';
import { invalidateOnCommit } from '../../../platform/invalidation.js';
import { sanitizeTranslatedRichText } from '../../../platform/rich-text.js';
import { assertFreshVersion, changesOf, hasChanges } from '../../../platform/versioned-write.js';
import { auditedChange, recordAudit } from '../audit/audit.service.js';
import {
  type AnnouncementValues,
  type AnnouncementWithStatus,
  deleteAnnouncementRow,
  insertAnnouncement,
  selectAnnouncement,
  selectAnnouncementPage,
  selectSameAnnouncement,
  updateAnnouncementRow,
} from './announcements.queries.js';

type Deps = Pick<AppDeps, 'db'>;

// invalidates (every write here): the strip's answer and every page, which carry the `content` tag.
const STRIP_TAGS = [cacheTags.content];

export const toAdminAnnouncement = (row: AnnouncementWithStatus): AdminAnnouncement => ({
  id: row.id,
  html_text: row.htmlText,
  background_color: row.backgroundColor,
  position: row.position,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  is_active: row.isActive,
  status: row.status,
  version: row.version,
});

/** The audited fields: what the entry is, without its status of the moment. */
const auditedOf = (row: Pick<AnnouncementWithStatus, keyof AnnouncementValues>): AnnouncementValues => ({
  htmlText: row.htmlText,
  backgroundColor: row.backgroundColor,
  position: row.position,
  startsAt: row.startsAt ?? null,
  endsAt: row.endsAt ?? null,
  isActive: row.isActive,
});

const dateOf = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * Texts are sanitised on write with the storefront's allow-list (and again when the strip renders):
 * what is stored is what shows. A text that is nothing but markup the list drops is refused.
 */
function sanitisedTexts(texts: { en: string; ru: string }) {
  const clean = sanitizeTranslatedRichText(texts);
  const empty = (['en', 'ru'] as const).filter((lang) => clean[lang].replace(/<[^>]*>/g, '').trim() === '');
  if (empty.length > 0) {
    throw AppError.validation(Object.fromEntries(empty.map((lang) => [`html_text.${lang}`, [fieldError('required')]])));
  }
  return clean;
}

function assertEndsAfterStart(values: Pick<AnnouncementValues, 'startsAt' | 'endsAt'>) {
  if (values.startsAt && values.endsAt && values.endsAt <= values.startsAt) {
    throw AppError.validation({ ends_at: [fieldError('ends_before_start')] });
  }
}

export async function listAnnouncements(deps: Deps, query: AnnouncementListQuery) {
  const { rows, total } = await selectAnnouncementPage(deps.db, query.status, {
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
  });
  return { data: rows.map(toAdminAnnouncement), total };
}

/** Adds an entry; the same entry again (a retried request) answers the one made first. */
export async function createAnnouncement(deps: Deps, by: StaffSession, input: AnnouncementInput) {
  const values: AnnouncementValues = {
    htmlText: sanitisedTexts(input.html_text),
    backgroundColor: input.background_color,
    position: input.position,
    startsAt: dateOf(input.starts_at) ?? null,
    endsAt: dateOf(input.ends_at) ?? null,
    isActive: input.is_active,
  };
  return inTransaction(deps.db, async (tx) => {
    const same = await selectSameAnnouncement(tx, values);
    if (same) return toAdminAnnouncement(same);
    const id = await insertAnnouncement(tx, values);
    const created = await selectAnnouncement(tx, id);
    if (!created) throw new Error('The announcement was not written');
    await recordAudit(tx, {
      staff: by,
      action: 'announcement.create',
      objectType: 'announcement',
      objectId: id,
      before: null,
      after: auditedOf(created),
    });
    await invalidateOnCommit(tx, STRIP_TAGS);
    return toAdminAnnouncement(created);
  });
}

/** Changes an entry; a stale version is a 409, a retry of a change already made a no-op. */
export async function updateAnnouncement(deps: Deps, by: StaffSession, id: number, input: AnnouncementUpdate) {
  const patch: Partial<AnnouncementValues> = {
    htmlText: input.html_text && sanitisedTexts(input.html_text),
    backgroundColor: input.background_color,
    position: input.position,
    startsAt: dateOf(input.starts_at),
    endsAt: dateOf(input.ends_at),
    isActive: input.is_active,
  };
  return inTransaction(deps.db, async (tx) => {
    const current = await selectAnnouncement(tx, id, true);
    if (!current) throw AppError.notFound('Announcement');
    const changes = changesOf(auditedOf(current), patch);
    if (!hasChanges(changes)) return toAdminAnnouncement(current);
    assertFreshVersion(current.version, input.version, 'announcement');
    assertEndsAfterStart({ ...auditedOf(current), ...changes });
    await updateAnnouncementRow(tx, id, changes);
    const { before, after } = auditedChange(auditedOf(current), changes);
    await recordAudit(tx, {
      staff: by,
      action: 'announcement.update',
      objectType: 'announcement',
      objectId: id,
      before,
      after,
    });
    await invalidateOnCommit(tx, STRIP_TAGS);
    const updated = await selectAnnouncement(tx, id);
    if (!updated) throw AppError.notFound('Announcement');
    return toAdminAnnouncement(updated);
  });
}

/** Deletes an entry (nothing points to one); one already gone answers success. */
export async function removeAnnouncement(deps: Deps, by: StaffSession, id: number): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const current = await selectAnnouncement(tx, id, true);
    if (!current) return;
    await deleteAnnouncementRow(tx, id);
    await recordAudit(tx, {
      staff: by,
      action: 'announcement.remove',
      objectType: 'announcement',
      objectId: id,
      before: auditedOf(current),
      after: null,
    });
    await invalidateOnCommit(tx, STRIP_TAGS);
  });
}
