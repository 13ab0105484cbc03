import { type LanguageCode, SEARCH_MAX_LENGTH } from '@kordon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { matchesTerms, relevance, type SearchTerms, selectRankedPage } from './search.queries.js';

/** Enough words for any real query; more only make the statement longer. */
const MAX_WORDS = 10;

/**
 * The query's words (runs of letters and digits, so to_tsquery never sees its own syntax), minus-words
 * as exclusions; undefined when nothing in it can match.
 */
export function toSearchTerms(q: string): SearchTerms | undefined {
  const text = q
    .normalize('NFKC')
    .slice(0, SEARCH_MAX_LENGTH)
    // Control and format characters (NUL among them) are not text PostgreSQL accepts or matches.
    .replace(/\p{C}+/gu, ' ')
    .toLowerCase()
    .replaceAll('ё', 'е');
  const words = text
    .split(/\s+/)
    .filter((chunk) => !chunk.startsWith('-'))
    .flatMap((chunk) => chunk.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [])
    .slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return { text, words: words.join(' ') };
}

/**
 * A WHERE condition on `products` matching `q` by stem, word prefix or typo correction (FALSE when nothing
 * is searchable); combine it with the list's filters, it does not check a product is on sale.
 */
export function searchCondition(q: string): SQL {
  const terms = toSearchTerms(q);
  return terms ? matchesTerms(terms) : sql`false`;
}

/**
 * An ORDER BY expression on `products` (any alias), higher is better: `${searchRank(q, lang)} DESC`.
 * Matches in `lang` count double; without it both languages count the same.
 */
export function searchRank(q: string, lang?: LanguageCode): SQL<number> {
  const terms = toSearchTerms(q);
  // Not a bare 0: ORDER BY 0 would name a column position.
  return terms ? relevance(terms, lang) : sql<number>`0::real`;
}

/** One page of matches of `q` and `conditions`, best first, and the total (docs/search.md "Common words"). */
export async function searchProductPage(
  db: Db,
  q: string,
  conditions: SQL[],
  page: { limit: number; offset: number },
  lang?: LanguageCode,
): Promise<{ ids: number[]; total: number }> {
  const terms = toSearchTerms(q);
  if (!terms) return { ids: [], total: 0 };
  return selectRankedPage(db, terms, conditions, lang, page);
}

// On sale: min_price is kept on the row (migration 0006) and is NULL without an active variation.
const ON_SALE = [sql`p.is_active`, sql`p.min_price IS NOT NULL`];

/** Ids of active products matching `q`, best first, and how many match in all. */
export async function searchProductIds(
  db: Db,
  q: string,
  page: { limit: number; offset: number },
  lang: LanguageCode,
): Promise<{ ids: number[]; total: number }> {
  return searchProductPage(db, q, ON_SALE, page, lang);
}
