import type pg from 'pg';

/** What the shoppers of the soak look at and buy, read from the demo catalogue. */
export type SoakCatalogue = {
  storeId: number;
  categorySlugs: string[];
  productSlugs: string[];
  /** Normal stock, set to more than any soak can sell. */
  plentiful: number[];
  /** Normal stock, set to a few units: it sells out during the soak. */
  scarce: number;
  /** Drop-shipped: keeps no stock. */
  dropShip: number;
  /** A kit variation: it takes its items' stock. */
  kit: number;
};

const one = async <T>(pool: pg.Pool, sql: string, params: unknown[] = []) => {
  const row = (await pool.query(sql, params)).rows[0];
  if (!row) throw new Error(`the demo catalogue has nothing for: ${sql}`);
  return row as T;
};
const column = async <T>(pool: pg.Pool, sql: string) =>
  (await pool.query(sql)).rows.map((r) => Object.values(r)[0] as T);

// Physical goods of active products: the order goes to Berlin by post.
const SHIPPABLE = `v.is_active AND p.is_active
  AND NOT (SELECT is_digital FROM product_types t WHERE t.id = p.product_type_id)`;

/** Units no soak can sell. */
const PLENTY = 1_000_000;

/** Chooses the rows and sets the scarce variation's stock. */
export async function prepareSoakCatalogue(pool: pg.Pool, scarceStock: number): Promise<SoakCatalogue> {
  const { id: storeId } = await one<{ id: number }>(pool, 'SELECT id FROM stores ORDER BY id LIMIT 1');
  const categorySlugs = await column<string>(
    pool,
    `SELECT c.slug FROM categories c WHERE c.is_active AND c.parent_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.is_active) ORDER BY c.id LIMIT 8`,
  );
  const productSlugs = await column<string>(
    pool,
    'SELECT slug FROM products WHERE is_active AND orderable ORDER BY id LIMIT 24',
  );
  // One variation each of different products, so an order has lines of several products.
  const plentiful = await column<number>(
    pool,
    `SELECT DISTINCT ON (p.id) v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE ${SHIPPABLE} AND v.availability = 'normal' ORDER BY p.id, v.id LIMIT 6`,
  );
  if (plentiful.length === 0) throw new Error('the demo catalogue has no variation in normal stock');
  await pool.query('UPDATE variations SET stock = $2 WHERE id = ANY($1)', [plentiful, PLENTY]);
  const scarce = await one<{ id: number }>(
    pool,
    `SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE ${SHIPPABLE} AND v.availability = 'normal' AND NOT (v.id = ANY($1)) ORDER BY v.id LIMIT 1`,
    [plentiful],
  );
  await pool.query('UPDATE variations SET stock = $2 WHERE id = $1', [scarce.id, scarceStock]);
  const dropShip = await one<{ id: number }>(
    pool,
    `SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE ${SHIPPABLE} AND v.availability = 'drop_ship' ORDER BY v.id LIMIT 1`,
  );
  // A kit of normal-stock items, given plenty of each so that it never sells out.
  const kit = await one<{ id: number }>(
    pool,
    `SELECT kv.id FROM kit_variations kv JOIN kits k ON k.id = kv.kit_id
      WHERE kv.is_active AND k.is_active AND NOT EXISTS (
        SELECT 1 FROM kit_variation_items i JOIN variations v ON v.id = i.variation_id
         WHERE i.kit_variation_id = kv.id AND (v.availability <> 'normal' OR NOT v.is_active OR v.id = $1))
      ORDER BY kv.id LIMIT 1`,
    [scarce.id],
  );
  await pool.query(
    'UPDATE variations SET stock = $2 WHERE id IN (SELECT variation_id FROM kit_variation_items WHERE kit_variation_id = $1)',
    [kit.id, PLENTY],
  );
  return { storeId, categorySlugs, productSlugs, plentiful, scarce: scarce.id, dropShip: dropShip.id, kit: kit.id };
}

/** Stock of every variation, by id. */
export async function stockByVariation(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ id: number; stock: number }>('SELECT id, stock FROM variations');
  return new Map(rows.map((row) => [row.id, row.stock]));
}
