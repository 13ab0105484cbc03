import { z } from 'zod';
import { defineCall } from '../call.js';
import { emailAddress } from '../email.js';
import { byCode } from '../field-codes.js';
import { objectVersion } from './version.js';

/** What the shop is told by mail (docs/admin.md, "Mail to the shop"), and when stock counts as low. */
export const shopSettings = z
  .object({
    /** Where the shop's mail goes; null: the store's own address (`store_email`). */
    notification_email: z.string().nullable(),
    store_email: z.string(),
    /** A variation at or below this many units is low: the dashboard lists it and the shop is mailed once. */
    low_stock_threshold: z.number().int(),
    version: objectVersion,
  })
  .meta({ id: 'ShopSettings' });

export const LOW_STOCK_THRESHOLD_MAX = 100_000;

export const shopSettingsUpdate = z
  .object({
    /** An empty field means the store's own address. */
    notification_email: z.preprocess((value) => (value === '' ? null : value), emailAddress.nullable()),
    low_stock_threshold: z
      .number({ error: byCode('required') })
      .int()
      .min(0)
      .max(LOW_STOCK_THRESHOLD_MAX),
    version: objectVersion,
  })
  .meta({ id: 'ShopSettingsUpdate' });

export type ShopSettings = z.infer<typeof shopSettings>;
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdate>;

export const adminSettingsCalls = {
  get: defineCall({
    id: 'adminGetSettings',
    method: 'GET',
    path: '/admin/settings',
    summary: "The shop's notification address and low-stock threshold",
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    response: shopSettings,
  }),
  update: defineCall({
    id: 'adminUpdateSettings',
    method: 'PATCH',
    path: '/admin/settings',
    summary: "Sets the shop's notification address and low-stock threshold (409 for a stale version)",
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    body: shopSettingsUpdate,
    response: shopSettings,
    errors: ['conflict'],
  }),
};
