import { sql } from 'drizzle-orm';
import { check, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A text in every interface language; the check constraint keeps EN and RU present. */
export type LocalizedText = { en: string; ru: string };

export type Seo = {
  title: LocalizedText;
  description: LocalizedText;
  keywords: LocalizedText;
  image?: string;
};

export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
export const localizedOptional = (name: string) => jsonb(name).$type<LocalizedText>();
export const seoColumn = () => jsonb('seo').$type<Seo>();

/** Table-level check that a localized column carries both languages. */
export const hasBothLanguages = (table: string, column: string, nullable = false) =>
  check(
    `${table}_${column}_en_ru`,
    nullable
      ? sql.raw(`${column} IS NULL OR (${column} ? 'en' AND ${column} ? 'ru')`)
      : sql.raw(`${column} ? 'en' AND ${column} ? 'ru'`),
  );

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
