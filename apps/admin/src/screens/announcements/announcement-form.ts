import { type AdminAnnouncement, type AnnouncementInput, announcementTexts, byCode, hexColor } from '@kordon/contract';
import { z } from 'zod';

/**
 * The dialog's fields: the contract's own rules for texts and colour; dates as the browser's
 * `datetime-local` gives them (the staff member's time), sent as instants.
 */
export const announcementForm = z
  .object({
    html_text: announcementTexts,
    background_color: hexColor,
    position: z
      .number({ error: byCode('required') })
      .int()
      .min(0)
      .max(10_000),
    starts_at: z.string(),
    ends_at: z.string(),
    is_active: z.boolean(),
  })
  .refine((v) => !v.starts_at || !v.ends_at || new Date(v.ends_at) > new Date(v.starts_at), {
    path: ['ends_at'],
    error: byCode('ends_before_start'),
  });

export type AnnouncementFormValues = z.input<typeof announcementForm>;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

export const emptyAnnouncement = (position: number): AnnouncementFormValues => ({
  html_text: { en: '', ru: '' },
  background_color: '#1d2023',
  position,
  starts_at: '',
  ends_at: '',
  is_active: true,
});

export const formValuesOf = (entry: AdminAnnouncement): AnnouncementFormValues => ({
  html_text: entry.html_text,
  background_color: entry.background_color,
  position: entry.position,
  starts_at: localInputOf(entry.starts_at),
  ends_at: localInputOf(entry.ends_at),
  is_active: entry.is_active,
});

export const bodyOf = (values: z.output<typeof announcementForm>): AnnouncementInput => ({
  ...values,
  starts_at: instantOf(values.starts_at),
  ends_at: instantOf(values.ends_at),
});

/** The server's field names, for its 422 to land under the right field. */
export const SERVER_FIELDS = [
  'html_text.en',
  'html_text.ru',
  'background_color',
  'position',
  'starts_at',
  'ends_at',
  'is_active',
] as const;
