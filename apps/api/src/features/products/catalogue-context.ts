import type { LanguageCode } from '@kordon/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type Currency, resolveCurrency } from '../currency/currency.service.js';

/** What every catalogue answer depends on: the database, the language and currency asked for, the site. */
export type CatalogueContext = { db: Db; lang: LanguageCode; currency: Currency; siteUrl: string };

export async function catalogueContext(deps: AppDeps, request: FastifyRequest): Promise<CatalogueContext> {
  return {
    db: deps.db,
    lang: request.lang,
    currency: await resolveCurrency(deps.db, request.currencyCode),
    siteUrl: deps.config.siteUrl,
  };
}
