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

/** Matches, the best by field and sales, that get ts_rank_cd's exact rank; the rest keep the cheap order (docs/search.md "Common words"). */
export const RANKED_CANDIDATES = 1000;

// The search columns exist only on products, so the fragments name them unqualified and work
// whatever alias the caller gives the table (`FROM products p`).
const vectorOf = { english: sql.raw('search_en'), russian: sql.raw('search_ru') } as const;
type Config = keyof typeof vectorOf;

/** Each language's tsquery as an expression PostgreSQL evaluates once per statement. */
type Queries = Record<Config, SQL>;

/**
 * product_search_tsquery (migration 0004) looks typos up in the vocabulary; as an uncorrelated
 * sub-select it runs once per statement, not once per row, and the index can use its result.
 */
const ownQueries = (terms: SearchTerms): Queries => ({
  english: sql`(SELECT product_search_tsquery('english', ${terms.text}, ${terms.words}))`,
  russian: sql`(SELECT product_search_tsquery('russian', ${terms.text}, ${terms.words}))`,
});

const bothLanguages = (each: (config: Config) => SQL) => sql`(${each('english')} OR ${each('russian')})`;

/** The request language counts double: the other one's weight is halved. */
const weightOf = (config: Config, primary?: LanguageCode) =>
  primary === (config === 'english' ? 'ru' : 'en') ? 0.5 : 1;
const languageWeight = (config: Config, primary?: LanguageCode) => sql.raw(weightOf(config, primary).toFixed(1));

function matches(queries: Queries): SQL {
  return bothLanguages((config) => sql`${vectorOf[config]} @@ ${queries[config]}`);
}

/** Cover density in each language's vector that matches; the request language counts double. */
function exactRank(queries: Queries, primary?: LanguageCode): SQL<number> {
  const one = (config: Config) =>
    sql`CASE WHEN ${vectorOf[config]} @@ ${queries[config]}
      THEN ts_rank_cd(${vectorOf[config]}, ${queries[config]}, 32) * ${languageWeight(config, primary)} ELSE 0 END`;
  return sql<number>`(${one('english')} + ${one('russian')})`;
}

/** Matches by stem in either language, by word prefix, or through a typo correction. */
export function matchesTerms(terms: SearchTerms): SQL {
  return matches(ownQueries(terms));
}

/**
 * Relevance, higher first: cover density in each language's vector, where a name weighs most,
 * then brand and category, then description; the request language, if given, counts double.
 */
export function relevance(terms: SearchTerms, primary?: LanguageCode): SQL<number> {
  return exactRank(ownQueries(terms), primary);
}

// A tsquery's text quotes every lexeme ('it''s') and may follow it with :* and weights; the
// rewrite keeps the prefix mark and puts its own weights in place of any.
const LEXEME = `('(?:[^']|'')*')(?::(\\*)?[ABCD]*)?`;
const restrictedTo = (query: SQL, weights: 'A' | 'AB') =>
  sql`regexp_replace((${query})::text, ${LEXEME}, ${`\\1:\\2${weights}`}, 'g')::tsquery`;

/**
 * The cheap order: the best field the query matches in, by ts_rank_cd's own weights, from two or three
 * `@@` tests instead of a rank. Constants are real: numeric arithmetic per match cost as much.
 */
function fieldTier(primary?: LanguageCode): SQL<number> {
  const one = (config: Config) => {
    const [vector, short] = [vectorOf[config], config === 'english' ? 'en' : 'ru'];
    const query = (suffix: string) => sql.raw(`(SELECT ${short}${suffix} FROM q)`);
    const [name, label, text] = [1, 0.4, 0.2].map((field) => sql.raw(`${field * weightOf(config, primary)}::real`));
    return sql`CASE WHEN ${vector} @@ ${query('')} THEN (CASE WHEN ${vector} @@ ${query('_a')} THEN ${name}
      WHEN ${vector} @@ ${query('_ab')} THEN ${label} ELSE ${text} END) ELSE 0::real END`;
  };
  return sql<number>`(${one('english')} + ${one('russian')})`;
}

/**
 * One page of matches, best first, and the total, in one statement: all matches get the cheap order,
 * and only its first `candidates` are ranked by ts_rank_cd (docs/search.md).
 */
export async function selectRankedPage(
  db: Db,
  terms: SearchTerms,
  conditions: SQL[],
  primary: LanguageCode | undefined,
  page: { limit: number; offset: number },
  candidates = RANKED_CANDIDATES,
): Promise<{ ids: number[]; total: number }> {
  const fromQ: Queries = { english: sql`(SELECT en FROM q)`, russian: sql`(SELECT ru FROM q)` };
  const beyond =
    page.offset + page.limit > candidates
      ? sql`UNION ALL (SELECT id, 1, tier, sales_count FROM m
          ORDER BY tier DESC, sales_count DESC, id OFFSET ${candidates} LIMIT ${page.offset + page.limit - candidates})`
      : sql``;
  // A row's ctid finds it again without the index: the statement's snapshot keeps that version.
  const { rows } = await db.execute<{ ids: number[]; total: number }>(sql`
    WITH q AS MATERIALIZED (
      SELECT en, ru, ${restrictedTo(sql`en`, 'A')} AS en_a, ${restrictedTo(sql`en`, 'AB')} AS en_ab,
        ${restrictedTo(sql`ru`, 'A')} AS ru_a, ${restrictedTo(sql`ru`, 'AB')} AS ru_ab
      FROM (SELECT product_search_tsquery('english', ${terms.text}, ${terms.words}) AS en,
        product_search_tsquery('russian', ${terms.text}, ${terms.words}) AS ru) AS own
    ),
    m AS MATERIALIZED (
      SELECT p.id, p.ctid, p.sales_count, ${fieldTier(primary)} AS tier FROM products p
      WHERE ${sql.join([...conditions, matches(fromQ)], sql` AND `)}
    ),
    best AS MATERIALIZED (
      SELECT id, ctid, sales_count FROM m ORDER BY tier DESC, sales_count DESC, id LIMIT ${candidates}
    )
    SELECT (SELECT count(*)::int FROM m) AS total, ARRAY(
      SELECT id FROM (
        SELECT b.id, 0 AS part, ${exactRank(fromQ, primary)} AS rank, b.sales_count
        FROM best b JOIN products p ON p.ctid = b.ctid
        ${beyond}
      ) AS ranked
      ORDER BY part, rank DESC, sales_count DESC, id LIMIT ${page.limit} OFFSET ${page.offset}
    ) AS ids`);
  const [row] = rows;
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}
