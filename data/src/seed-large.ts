import type { Db } from '@kordon/api/db/client.js';
import { sql } from 'drizzle-orm';
import { DIGITAL_STOCK } from './catalogue/build.js';
import type { Tx } from './writers/tx.js';

const BATCH = 20_000;

/** Series names that make generated products read like real product lines. */
const SERIES = [
  ['Arctic', 'Арктика'],
  ['Steppe', 'Степь'],
  ['Urban', 'Город'],
  ['Forest', 'Лес'],
  ['Night', 'Ночь'],
  ['Desert', 'Пустыня'],
  ['Mountain', 'Горы'],
  ['Coast', 'Берег'],
  ['Tundra', 'Тундра'],
  ['Marsh', 'Болото'],
];

/**
 * Adds `count` products for load tests inside PostgreSQL, each a copy of a demo product under a new series
 * name, sharing its pictures rather than drawing new ones.
 */
export async function seedLargeCatalogue(db: Db, count: number, log: (line: string) => void = () => {}): Promise<void> {
  if (!Number.isInteger(count) || count <= 0) return;
  const started = Date.now();
  await db.transaction(async (tx) => {
    const templates = await createTemplates(tx);
    if (templates === 0) throw new Error('seedLargeCatalogue needs the demo catalogue first');
    const [last] = (
      await tx.execute(sql`SELECT coalesce(max(substr(sku, 5)::int), 0) AS n FROM products WHERE sku LIKE 'KRX-%'`)
    ).rows as Array<{ n: number }>;
    const first = (last?.n ?? 0) + 1;
    for (let from = first; from < first + count; from += BATCH) {
      const to = Math.min(from + BATCH - 1, first + count - 1);
      await insertBatch(tx, from, to, templates);
      log(`large catalogue: ${to - first + 1}/${count} products (${Date.now() - started} ms)`);
    }
  });
  for (const table of [
    'products',
    'variations',
    'variation_option_values',
    'product_images',
    'product_options',
    'product_materials',
    'product_features',
  ]) {
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
  log(`large catalogue: ${count} products in ${Date.now() - started} ms`);
}

async function createTemplates(tx: Tx): Promise<number> {
  await tx.execute(sql`
    CREATE TEMP TABLE seed_templates ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY p.id) - 1)::int AS rn, p.id, p.slug, p.name, p.description,
           p.brand_id, p.product_type_id, p.category_id, p.game_code, pt.is_digital,
           (SELECT min(v.price) FROM variations v WHERE v.product_id = p.id) AS price,
           (SELECT min(v.weight_grams) FROM variations v WHERE v.product_id = p.id) AS weight,
           po.option_id,
           (SELECT array_agg(ov.id ORDER BY ov.position) FROM option_values ov
             WHERE ov.option_id = po.option_id AND EXISTS (
               SELECT 1 FROM variation_option_values vov JOIN variations v ON v.id = vov.variation_id
               WHERE v.product_id = p.id AND vov.option_value_id = ov.id)) AS value_ids
    FROM products p
    JOIN product_types pt ON pt.id = p.product_type_id
    LEFT JOIN LATERAL (SELECT option_id FROM product_options WHERE product_id = p.id ORDER BY position LIMIT 1) po ON true
    WHERE p.sku LIKE 'KRD-%'`);
  const [row] = (await tx.execute(sql`SELECT count(*)::int AS n FROM seed_templates`)).rows as Array<{ n: number }>;
  return row?.n ?? 0;
}

/** Every value below is a function of the sequence number g, so reruns build the same rows. */
async function insertBatch(tx: Tx, from: number, to: number, templates: number): Promise<void> {
  const seriesEn = sql.raw(`ARRAY[${SERIES.map(([en]) => `'${en}'`).join(',')}]`);
  const seriesRu = sql.raw(`ARRAY[${SERIES.map(([, ru]) => `'${ru}'`).join(',')}]`);
  const range = sql`p.sku BETWEEN 'KRX-' || lpad(${from}::text, 7, '0') AND 'KRX-' || lpad(${to}::text, 7, '0')`;
  const generated = sql`(SELECT p.id, p.sku, substr(p.sku, 5)::int AS g, t.id AS id_template, t.price AS base_price,
      t.weight, t.option_id, t.value_ids, t.is_digital FROM products p
      JOIN seed_templates t ON t.rn = substr(p.sku, 5)::int % ${templates} WHERE ${range})`;

  await tx.execute(sql`
    INSERT INTO products (slug, sku, name, description, brand_id, product_type_id, category_id, game_code, seo, sales_count, created_at, updated_at)
    SELECT t.slug || '-' || g, 'KRX-' || lpad(g::text, 7, '0'),
           jsonb_build_object('en', t.name->>'en' || ', ' || (${seriesEn})[1 + g % 10] || ' series Mk ' || (2 + (g / 10) % 9),
                              'ru', t.name->>'ru' || ', серия «' || (${seriesRu})[1 + g % 10] || '» Mk ' || (2 + (g / 10) % 9)),
           jsonb_build_object('en', split_part(t.description->>'en', E'\n', 1), 'ru', split_part(t.description->>'ru', E'\n', 1)),
           t.brand_id, t.product_type_id, t.category_id, t.game_code, NULL,
           (g * 7919) % 600, now() - make_interval(days => (g * 13) % 700), now()
    FROM generate_series(${from}::int, ${to}::int) AS g
    JOIN seed_templates t ON t.rn = g % ${templates}`);

  await tx.execute(sql`
    INSERT INTO variations (product_id, sku, price, old_price, stock, availability, weight_grams)
    SELECT x.id, x.sku || '-' || k,
           price, CASE WHEN x.g % 9 = 0 THEN (round(price * 1.25 / 100.0) * 100)::int END,
           CASE WHEN x.is_digital THEN ${DIGITAL_STOCK} WHEN x.g % 31 = 0 THEN 0 ELSE (x.g * 17 + k * 5) % 60 + 1 END,
           (CASE WHEN x.g % 23 = 0 THEN 'preorder' WHEN x.g % 23 = 1 AND NOT x.is_digital THEN 'drop_ship' ELSE 'normal' END)::availability,
           coalesce(x.weight, 0)
    FROM ${generated} x
    CROSS JOIN LATERAL generate_series(1, least(1 + (x.g * 31) % 3, greatest(coalesce(array_length(x.value_ids, 1), 1), 1))) AS k
    CROSS JOIN LATERAL (SELECT (round(coalesce(x.base_price, 1000) * (80 + (x.g * 13 + k * 7) % 50) / 10000.0) * 100)::int AS price) pr`);

  await tx.execute(sql`
    INSERT INTO product_options (product_id, option_id, position)
    SELECT x.id, x.option_id, 0 FROM ${generated} x WHERE x.option_id IS NOT NULL`);

  await tx.execute(sql`
    INSERT INTO variation_option_values (variation_id, option_value_id)
    SELECT v.id, x.value_ids[1 + (x.g + split_part(v.sku, '-', 3)::int - 1) % array_length(x.value_ids, 1)]
    FROM ${generated} x JOIN variations v ON v.product_id = x.id
    WHERE x.value_ids IS NOT NULL`);

  await tx.execute(sql`
    INSERT INTO product_images (product_id, path, option_value_id, position)
    SELECT x.id, pi.path, pi.option_value_id, pi.position
    FROM ${generated} x JOIN product_images pi ON pi.product_id = x.id_template
    WHERE pi.option_value_id IS NULL OR EXISTS (
      SELECT 1 FROM variations v JOIN variation_option_values vov ON vov.variation_id = v.id
      WHERE v.product_id = x.id AND vov.option_value_id = pi.option_value_id)`);

  await tx.execute(sql`
    INSERT INTO product_materials (product_id, material_id, percent)
    SELECT x.id, pm.material_id, pm.percent FROM ${generated} x JOIN product_materials pm ON pm.product_id = x.id_template`);

  await tx.execute(sql`
    INSERT INTO product_features (product_id, feature_id, value)
    SELECT x.id, pf.feature_id, pf.value FROM ${generated} x JOIN product_features pf ON pf.product_id = x.id_template`);
}
