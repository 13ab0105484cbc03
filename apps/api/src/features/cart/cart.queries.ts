import { createHash } from 'node:crypto';
import type { Availability } from '@kordon/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { type PreparedStatement, preparedRows } from '../../db/prepared.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { cartLines, carts } from '../../db/schema/index.js';

const INT4_MAX = 2_147_483_647;
// One array parameter for `= ANY($1::int[])`, whatever the length, so the statement's text stays
// the same. An id past the column's range names no row: it is left out rather than refused.
const intArray = (values: readonly number[]): string =>
  `{${values
    .filter((value) => value <= INT4_MAX)
    .map(Math.trunc)
    .join(',')}}`;

export type OptionValueRow = {
  optionName: LocalizedText;
  optionType: 'color' | 'size' | 'select';
  valueName: LocalizedText;
  sizes: {
    international: string | null;
    us: string | null;
    ru: string | null;
    inches: string | null;
    centimeters: string | null;
  };
};

/** An option value of variation `v` (aliases ov, o) as JSON, sizes in every size system. */
const optionValueJson = `json_build_object('optionName', o.name, 'optionType', o.type, 'valueName', ov.name,
  'sizes', json_build_object('international', ov.size_international, 'us', ov.size_us, 'ru', ov.size_ru,
    'inches', ov.size_inches, 'centimeters', ov.size_centimeters))`;

export type VariationLineRow = {
  id: number;
  product_id: number;
  sku: string;
  price: number;
  old_price: number | null;
  stock: number;
  availability: Availability;
  weight_grams: number;
  /** The variation and its product are on sale. */
  active: boolean;
  slug: string;
  name: LocalizedText;
  type_code: string;
  is_digital: boolean;
  brand_name: string | null;
  image: string | null;
  options: OptionValueRow[];
};

/**
 * Every asked variation in one query, inactive ones included (the cart reports them as
 * disabled). The picture is the one of the variation's colour value when there is one.
 */
const variationLinesStatement: PreparedStatement = {
  name: 'cart_variation_lines',
  text: `SELECT v.id, v.product_id, v.sku, v.price, v.old_price, v.stock, v.availability, v.weight_grams,
          v.is_active AND p.is_active AS active, p.slug, p.name, t.code AS type_code, t.is_digital,
          b.name AS brand_name,
          (SELECT i.path FROM product_images i WHERE i.product_id = p.id
            ORDER BY (i.option_value_id IN (SELECT option_value_id FROM variation_option_values
              WHERE variation_id = v.id)) IS TRUE DESC, i.position, i.id LIMIT 1) AS image,
          coalesce((SELECT json_agg(${optionValueJson} ORDER BY o.position, o.id)
            FROM variation_option_values vov
            JOIN option_values ov ON ov.id = vov.option_value_id
            JOIN options o ON o.id = ov.option_id
            WHERE vov.variation_id = v.id), '[]'::json) AS options
        FROM variations v
        JOIN products p ON p.id = v.product_id
        JOIN product_types t ON t.id = p.product_type_id
        LEFT JOIN brands b ON b.id = p.brand_id
        WHERE v.id = ANY($1::int[])`,
};

export const selectVariationLines = (db: DbExecutor, ids: readonly number[]) =>
  preparedRows<VariationLineRow>(db, variationLinesStatement, [intArray(ids)]);

export type KitItemRow = {
  variationId: number;
  quantity: number;
  stock: number;
  availability: Availability;
  weightGrams: number;
};

export type KitLineRow = {
  id: number;
  kit_id: number;
  price: number;
  old_price: number | null;
  /** The kit variation and its kit are on sale. */
  active: boolean;
  slug: string;
  name: LocalizedText;
  image: string | null;
  /** An item that is off sale counts as out of stock, so the kit cannot be ordered. */
  items: KitItemRow[];
  options: OptionValueRow[];
};

/** Every asked kit variation with its items' stock and option values, in one query. */
const kitLinesStatement: PreparedStatement = {
  name: 'cart_kit_lines',
  text: `SELECT kv.id, kv.kit_id, kv.price, kv.old_price, kv.is_active AND k.is_active AS active,
          k.slug, k.name, k.images->>'original' AS image,
          coalesce((SELECT json_agg(json_build_object('variationId', kvi.variation_id, 'quantity', kvi.quantity,
              'stock', CASE WHEN v.is_active AND p.is_active THEN v.stock ELSE 0 END,
              'availability', CASE WHEN v.is_active AND p.is_active THEN v.availability ELSE 'normal' END,
              'weightGrams', v.weight_grams) ORDER BY kvi.variation_id)
            FROM kit_variation_items kvi
            JOIN variations v ON v.id = kvi.variation_id
            JOIN products p ON p.id = v.product_id
            WHERE kvi.kit_variation_id = kv.id), '[]'::json) AS items,
          coalesce((SELECT json_agg(${optionValueJson} ORDER BY ki.position, o.position, o.id)
            FROM kit_variation_items kvi
            JOIN variations v ON v.id = kvi.variation_id
            LEFT JOIN kit_items ki ON ki.kit_id = kv.kit_id AND ki.product_id = v.product_id
            JOIN variation_option_values vov ON vov.variation_id = v.id
            JOIN option_values ov ON ov.id = vov.option_value_id
            JOIN options o ON o.id = ov.option_id
            WHERE kvi.kit_variation_id = kv.id), '[]'::json) AS options
        FROM kit_variations kv
        JOIN kits k ON k.id = kv.kit_id
        WHERE kv.id = ANY($1::int[])`,
};

export const selectKitLines = (db: DbExecutor, ids: readonly number[]) =>
  preparedRows<KitLineRow>(db, kitLinesStatement, [intArray(ids)]);

export type StoredLine = { variationId: number | null; kitVariationId: number | null; quantity: number };
export type StoredCart = {
  sessionId: string;
  customerId: string | null;
  countryCode: string | null;
  couponCode: string | null;
};

/** What a stored cart is, as one short text: equal digests, equal carts. */
export function cartDigest(cart: StoredCart, lines: readonly StoredLine[]): string {
  const parts = [
    cart.customerId,
    cart.countryCode,
    cart.couponCode,
    lines.map((l) => [l.variationId, l.kitVariationId, l.quantity]),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64');
}

const touchStatement: PreparedStatement = {
  name: 'cart_touch_unchanged',
  text: `UPDATE carts AS c SET updated_at = now()
        FROM (SELECT held.id, t.session_id, t.digest
              FROM unnest($1::uuid[], $2::text[]) AS t(session_id, digest)
              JOIN carts AS held ON held.session_id = t.session_id AND held.lines_digest = t.digest
              ORDER BY held.id FOR NO KEY UPDATE OF held SKIP LOCKED) AS s
        WHERE c.id = s.id
        RETURNING s.session_id || '|' || s.digest AS key`,
};

const TOUCH_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\|([A-Za-z0-9+/]{43}=)$/i;

/**
 * Moves `updated_at` of every unchanged cart in one statement, answering the keys it found unchanged; a
 * row being written is skipped, not waited for, so one busy cart never holds up the batch.
 */
export async function touchUnchangedCarts(db: DbExecutor, keys: readonly string[]): Promise<Set<string>> {
  const parsed = keys.flatMap((key) => {
    const match = TOUCH_KEY.exec(key);
    return match ? [{ sessionId: match[1]!, digest: match[2]! }] : [];
  });
  if (parsed.length === 0) return new Set();
  const sessionIds = `{${parsed.map((p) => p.sessionId).join(',')}}`;
  const digests = `{${parsed.map((p) => p.digest).join(',')}}`;
  const touched = await preparedRows<{ key: string }>(db, touchStatement, [sessionIds, digests]);
  return new Set(touched.map((row) => row.key));
}

/**
 * Makes the session's cart exactly these lines. The upsert locks the cart row, so two requests
 * of one session write one after the other and the later one wins whole.
 */
export async function replaceCart(tx: DbExecutor, cart: StoredCart, lines: readonly StoredLine[], digest: string) {
  const { sessionId, ...fields } = cart;
  const [row] = await tx
    .insert(carts)
    .values({ ...cart, linesDigest: digest })
    .onConflictDoUpdate({ target: carts.sessionId, set: { ...fields, linesDigest: digest, updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  const cartId = row!.id;
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  if (lines.length > 0) await tx.insert(cartLines).values(lines.map((line) => ({ ...line, cartId })));
}

/** The country the session's stored cart was priced for (PUT /cart `countryCode`); null without one. */
export async function selectCartCountry(db: DbExecutor, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ countryCode: carts.countryCode }).from(carts).where(eq(carts.sessionId, sessionId));
  return row?.countryCode ?? null;
}

export async function deleteCart(db: DbExecutor, sessionId: string) {
  await db.delete(carts).where(eq(carts.sessionId, sessionId));
}
