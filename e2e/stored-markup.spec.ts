import type pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useShopSuite } from './fixtures/suite.js';

/**
 * Issue 7.4: markup stored in the database must never run. Every payload counts its own
 * execution in window.__xss; the class marks elements that only an unsanitised payload creates.
 */
const PAYLOADS = [
  '<img src=x class="xss-probe" onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '"><svg class="xss-probe" onload="window.__xss=1">',
  '<a class="xss-probe" href="javascript:window.__xss=1">x</a>',
];
const PAYLOAD_SCRIPT = 'window.__xss=(window.__xss||0)+1';

/**
 * Identifiers, addresses and codes are left alone: a broken slug or image path only gives a
 * 404 and proves nothing about escaping.
 */
const IDENTIFIER_COLUMN =
  /(^|_)(id|slug|code|sku|hash|token|email|url|link|path|image|logo|flag|icon|mime|iso|language|currency|color|hex|key|provider|status|role|platform|purpose|topic|number|ip|reason|service|phone)(_|$)/;

type Column = { table: string; column: string; type: string; maxLength: number | null };

async function listTextColumns(client: pg.PoolClient): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type, c.character_maximum_length AS "maxLength"
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'jsonb')
     ORDER BY 1, 2`,
  );
  return rows.filter((c) => c.type === 'jsonb' || !IDENTIFIER_COLUMN.test(c.column));
}

/** Translations ({en, ru}, also nested as in seo and store settings) get the payload in each language. */
const CREATE_APPEND_TO_TRANSLATIONS = `
  CREATE FUNCTION pg_temp.append_to_translations(value jsonb, payload text) RETURNS jsonb LANGUAGE plpgsql AS $$
  BEGIN
    IF jsonb_typeof(value) = 'object' THEN
      RETURN (SELECT coalesce(jsonb_object_agg(key, CASE
          WHEN key IN ('en', 'ru') AND jsonb_typeof(item) = 'string' THEN to_jsonb((item #>> '{}') || payload)
          ELSE pg_temp.append_to_translations(item, payload) END), '{}'::jsonb)
        FROM jsonb_each(value) AS entry(key, item));
    ELSIF jsonb_typeof(value) = 'array' THEN
      RETURN (SELECT coalesce(jsonb_agg(pg_temp.append_to_translations(item, payload) ORDER BY n), '[]'::jsonb)
        FROM jsonb_array_elements(value) WITH ORDINALITY AS element(item, n));
    END IF;
    RETURN value;
  END $$`;

/** Appends each payload that fits the column; tells whether any row changed. */
async function appendPayloads(client: pg.PoolClient, { table, column, type, maxLength }: Column): Promise<boolean> {
  let changed = 0;
  for (const payload of PAYLOADS) {
    const result =
      type === 'jsonb'
        ? await client.query(
            `UPDATE "${table}" SET "${column}" = pg_temp.append_to_translations("${column}", $1)
             WHERE "${column}" IS DISTINCT FROM pg_temp.append_to_translations("${column}", $1)`,
            [payload],
          )
        : await client.query(
            `UPDATE "${table}" SET "${column}" = "${column}" || $1
             WHERE char_length("${column}") + char_length($1) <= $2`,
            [payload, maxLength ?? 2 ** 31 - 1],
          );
    changed += result.rowCount ?? 0;
  }
  return changed > 0;
}

/** Writes the payloads into every text of the demo data, before the shop has cached any of it. */
async function writePayloadsEverywhere(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query(CREATE_APPEND_TO_TRANSLATIONS);
    const changed: string[] = [];
    for (const column of await listTextColumns(client)) {
      if (await appendPayloads(client, column)) changed.push(`${column.table}.${column.column}`);
    }
    return changed;
  } finally {
    client.release();
  }
}

const suite = useShopSuite();
let changedColumns: string[];
// Runs after the suite's own beforeAll: the shop is up but has not answered a request yet.
beforeAll(async () => {
  changedColumns = await writePayloadsEverywhere(suite.shop.database.pool);
});

/** What the page would show if stored markup had become live markup, and that the payloads got there. */
function findLiveMarkup(page: Page) {
  return page.evaluate((payloadScript) => {
    const elements = [...document.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: number }).__xss,
      handlers: elements.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.localName}[${a.name}]`),
      ),
      payloadScripts: [...document.scripts].filter((s) => s.textContent?.trim() === payloadScript).length,
      javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
      probes: [...document.querySelectorAll('.xss-probe')].map((el) => el.localName),
      shownAsText: document.body.innerText.includes(payloadScript),
    };
  }, PAYLOAD_SCRIPT);
}

const SLUG_QUERIES = {
  brand: 'SELECT slug FROM brands ORDER BY position, id LIMIT 1',
  post: 'SELECT slug FROM posts WHERE is_published ORDER BY created_at DESC, id DESC LIMIT 1',
  category: 'SELECT slug FROM categories WHERE parent_id IS NULL AND is_active ORDER BY position, id LIMIT 1',
};
type Slugs = Record<keyof typeof SLUG_QUERIES, string>;

async function readSlugs(pool: pg.Pool): Promise<Slugs> {
  const entries = await Promise.all(
    Object.entries(SLUG_QUERIES).map(async ([name, sql]) => [name, (await pool.query(sql)).rows[0]?.slug]),
  );
  return Object.fromEntries(entries);
}

const INFORMATION_SLUGS = ['delivery-types', 'payments', 'wholesales', 'privacy', 'public-offer', 'return'];
const PAGES: Array<[string, (slugs: Slugs) => string]> = [
  ['home', () => ''],
  ['brands', () => '/brands'],
  ['a brand', (s) => `/brands/${s.brand}`],
  ...INFORMATION_SLUGS.map((slug): [string, () => string] => [`information ${slug}`, () => `/information/${slug}`]),
  ['reviews', () => '/reviews'],
  ['a post', (s) => `/reviews/${s.post}`],
  ['sitemap', () => '/sitemap'],
  ['contacts', () => '/contacts'],
  ['a category', (s) => `/category/${s.category}`],
];

describe('markup written into every text of the database', () => {
  it('reached the rich texts and the plain texts of the demo data', () => {
    expect(changedColumns).toEqual(
      expect.arrayContaining([
        'announcements.html_text',
        'information_pages.content',
        'posts.content',
        'brands.description',
        'brands.name',
        'posts.title',
        'categories.name',
        'stores.name',
        'store_settings.value',
      ]),
    );
  });

  describe.each(['', '/ru'])('pages under "%s/"', (prefix) => {
    it.each(PAGES)('%s renders without running or keeping any of it', async (_name, pathOf) => {
      const path = prefix + pathOf(await readSlugs(suite.shop.database.pool)) || '/';
      const { page, context, consoleErrors } = await openPage(suite.browser);
      try {
        const response = await page.goto(suite.shop.url + path);
        expect(response?.status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.locator('h1').first().isVisible(), { message: path }).toBe(true);
        expect(await findLiveMarkup(page), path).toEqual({
          xss: undefined,
          handlers: [],
          payloadScripts: 0,
          javascriptLinks: 0,
          probes: [],
          shownAsText: true,
        });
        expect(consoleErrors, path).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
