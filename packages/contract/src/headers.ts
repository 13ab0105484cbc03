import { z } from 'zod';

/** A plain list too: the storefront reads it without bringing zod into its pages. */
export const languageCodes = ['en', 'ru'] as const;
export const languageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCode>;

/** Request headers of spec-coverage 7.0d, 7.0e, 7.0f that shape every answer. */
export const requestContextHeaders = z.object({
  'x-app-language': z.string().optional(),
  'x-app-currency': z.string().optional(),
  'x-auth-token': z.string().optional(),
});

export const API_BASE = '/api/v1.2';
export const FRONTEND_VERSION = '1.3.21';
