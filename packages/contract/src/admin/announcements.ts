import { z } from 'zod';
import { defineCall } from '../call.js';
import { byCode } from '../field-codes.js';
import { objectVersion } from './version.js';

/** `#rrggbb`, stored lower-case; the storefront picks the text colour that contrasts with it. */
export const hexColor = z
  .string({ error: byCode('required') })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, byCode('invalid_color'))
  .transform((value) => value.toLowerCase());

/** Editor HTML: the server keeps only the rich-text allow-list (platform/rich-text.ts) of it. */
const announcementHtml = z
  .string({ error: byCode('required') })
  .trim()
  .min(1, byCode('required'))
  .max(2000, 'Must not be longer than 2000 characters');

export const announcementTexts = z.object({ en: announcementHtml, ru: announcementHtml });

const moment = z.iso.datetime({ offset: true }).nullable();

export const announcementStatuses = ['live', 'scheduled', 'ended', 'off'] as const;

export const adminAnnouncement = z
  .object({
    id: z.number().int(),
    html_text: z.object({ en: z.string(), ru: z.string() }),
    background_color: z.string(),
    position: z.number().int(),
    starts_at: z.iso.datetime().nullable(),
    ends_at: z.iso.datetime().nullable(),
    is_active: z.boolean(),
    /** What the strip does with it now: shown (`live`), not yet, no longer, or switched off. */
    status: z.enum(announcementStatuses),
    version: objectVersion,
  })
  .meta({ id: 'AdminAnnouncement' });

const announcementFields = {
  html_text: announcementTexts,
  background_color: hexColor,
  position: z
    .number({ error: byCode('required') })
    .int()
    .min(0)
    .max(10_000),
  starts_at: moment,
  ends_at: moment,
  is_active: z.boolean(),
};

/** The end must come after the start when both are set (also checked on the server against the row). */
const endsAfterStart = (value: { starts_at?: string | null; ends_at?: string | null }) =>
  !value.starts_at || !value.ends_at || Date.parse(value.ends_at) > Date.parse(value.starts_at);

export const announcementInput = z
  .object({
    ...announcementFields,
    position: announcementFields.position.default(0),
    starts_at: moment.default(null),
    ends_at: moment.default(null),
    is_active: z.boolean().default(true),
  })
  .refine(endsAfterStart, { path: ['ends_at'], error: byCode('ends_before_start') })
  .meta({ id: 'AnnouncementInput' });

export const announcementUpdate = z
  .object({ ...z.object(announcementFields).partial().shape, version: objectVersion })
  .refine(endsAfterStart, { path: ['ends_at'], error: byCode('ends_before_start') })
  .meta({ id: 'AnnouncementUpdate' });

export const announcementListQuery = z.object({
  status: z.enum(announcementStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

/** Texts as the strip would show them: what the preview asks the server to sanitise. */
export const announcementPreviewQuery = z.object({
  en: z.string().max(2000).default(''),
  ru: z.string().max(2000).default(''),
});
export const announcementPreview = z.object({ en: z.string(), ru: z.string() }).meta({ id: 'AnnouncementPreview' });

export const announcementIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;
export type AnnouncementInput = z.infer<typeof announcementInput>;
export type AnnouncementUpdate = z.infer<typeof announcementUpdate>;
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export const adminAnnouncementCalls = {
  list: defineCall({
    id: 'adminListAnnouncements',
    method: 'GET',
    path: '/admin/announcements',
    summary: "The announcement strip's entries in strip order, filtered by what the strip does with them now",
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: announcementListQuery,
    response: z.array(adminAnnouncement),
    paged: true,
  }),
  preview: defineCall({
    id: 'adminPreviewAnnouncement',
    method: 'GET',
    path: '/admin/announcements/preview',
    summary: 'Texts sanitised with the allow-list the strip uses, as it would show them (writes nothing)',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: announcementPreviewQuery,
    response: announcementPreview,
  }),
  create: defineCall({
    id: 'adminCreateAnnouncement',
    method: 'POST',
    path: '/admin/announcements',
    summary: 'Adds an entry to the strip (HTML sanitised); the same entry again answers the one made first',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    body: announcementInput,
    response: adminAnnouncement,
    status: 201,
  }),
  update: defineCall({
    id: 'adminUpdateAnnouncement',
    method: 'PATCH',
    path: '/admin/announcements/:id',
    summary: 'Changes an entry of the strip (409 for a stale version)',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: announcementIdParams,
    body: announcementUpdate,
    response: adminAnnouncement,
    errors: ['not_found', 'conflict'],
  }),
  remove: defineCall({
    id: 'adminRemoveAnnouncement',
    method: 'DELETE',
    path: '/admin/announcements/:id',
    summary: 'Takes an entry off the strip for good; one already gone answers success',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: announcementIdParams,
  }),
};
