import type { LanguageCode } from '@kordon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A shopper's query as PostgreSQL receives it (see `toSearchTerms` in search.service.ts). */
export type SearchTerms = {
  /** The query lower-cased, ё folded to е: websearch_to_tsquery reads it. */
  text: string;
  /** Its words, space-separated, letters and digits only: prefixes and typo corrections. */
  words: string;
};

// The search columns exist only on products, so the fragments name them unqualified and work
// whatever alias the caller gives the table (`FROM products p`).
const searchEn = sql.raw('search_en');
const searchRu = sql.raw('search_ru');

/**
 * product_search_tsquery (migration 0004) looks typos up in the vocabulary; as an uncorrelated
 * sub-select it runs once per statement, not once per row, and the index can use its result.
 */
const tsQuery = (config: 'english' | 'russian', terms: SearchTerms) =>
  sql`(SELECT product_search_tsquery(${sql.raw(`'${config}'`)}, ${terms.text}, ${terms.words}))`;

/** Matches by stem in either language, by word prefix, or through a typo correction. */
export function matchesTerms(terms: SearchTerms): SQL {
  return sql`(${searchEn} @@ ${tsQuery('english', terms)} OR ${searchRu} @@ ${tsQuery('russian', terms)})`;
}

/**
 * Relevance, higher first: cover density in each language's vector, where a name weighs most,
 * then brand and category, then description; the request language, if given, counts double.
 */
export function relevance(terms: SearchTerms, primary?: LanguageCode): SQL<number> {
  const weightEn = sql.raw(primary === 'ru' ? '0.5' : '1.0');
  const weightRu = sql.raw(primary === 'en' ? '0.5' : '1.0');
  return sql<number>`(coalesce(ts_rank_cd(${searchEn}, ${tsQuery('english', terms)}, 32), 0) * ${weightEn}
    + coalesce(ts_rank_cd(${searchRu}, ${tsQuery('russian', terms)}, 32), 0) * ${weightRu})`;
}

/** One statement: the matches on sale are collected once, counted, and one page is ordered. */
export async function selectMatchingProductIds(
  db: Db,
  terms: SearchTerms,
  primary: LanguageCode,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const { rows } = await db.execute<{ ids: number[]; total: number }>(sql`
    WITH matches AS MATERIALIZED (
      SELECT p.id, ${relevance(terms, primary)} AS rank, p.sales_count
      FROM products p
      WHERE ${matchesTerms(terms)} AND p.is_active
        AND EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active)
    )
    SELECT (SELECT count(*)::int FROM matches) AS total,
      ARRAY(SELECT id FROM matches ORDER BY rank DESC, sales_count DESC, id
        LIMIT ${page.limit} OFFSET ${page.offset}) AS ids`);
  const [row] = rows;
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}
