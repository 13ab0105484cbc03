import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import {
  brands,
  cartLines,
  carts,
  categories,
  coupons,
  kitItems,
  kits,
  kitVariationItems,
  kitVariations,
  options,
  optionValues,
  productImages,
  products,
  productTypes,
  stores,
  variationOptionValues,
  variations,
} from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { API, startSession } from '../auth/auth.testing.js';

/** Helpers for the cart tests: a small catalogue with known prices and stock, and the calls. */

type WithDb = Pick<TestApp, 'db'>;
const tag = () => randomBytes(3).toString('hex');
const both = (en: string) => ({ en, ru: `${en} (ru)` });

type VariationSpec = Partial<typeof variations.$inferInsert> & { price: number };

async function insertProduct(t: WithDb, spec: { type: 'physical' | 'digital'; active?: boolean; brandId?: number }) {
  const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
  const [type] = await t.db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.code, spec.type));
  const slug = `cart-${spec.type}-${tag()}`;
  const [product] = await t.db
    .insert(products)
    .values({
      slug,
      sku: slug,
      name: both(`Product ${slug}`),
      description: both('Text'),
      productTypeId: type!.id,
      categoryId: category!.id,
      brandId: spec.brandId ?? null,
      isActive: spec.active ?? true,
    })
    .returning();
  return product!;
}

async function insertVariation(t: WithDb, productId: number, spec: VariationSpec) {
  const [row] = await t.db
    .insert(variations)
    .values({ productId, sku: `cart-v-${tag()}`, ...spec })
    .returning();
  return row!.id;
}

/**
 * A jacket (colour and size, with a cover and a colour picture) in five variations, a product
 * that is off sale, a digital product, and a kit of the jacket with two of a pouch.
 */
export async function insertCartCatalogue(t: WithDb) {
  const [brand] = await t.db
    .insert(brands)
    .values({ slug: `cart-brand-${tag()}`, name: 'Kordon Test', description: both('B') })
    .returning();
  const [colour] = await t.db
    .insert(options)
    .values({ code: `cart-colour-${tag()}`, name: { en: 'Colour', ru: 'Цвет' }, type: 'color' })
    .returning();
  const [size] = await t.db
    .insert(options)
    .values({ code: `cart-size-${tag()}`, name: { en: 'Size', ru: 'Размер' }, type: 'size', position: 1 })
    .returning();
  const [olive] = await t.db
    .insert(optionValues)
    .values({ optionId: colour!.id, code: 'olive', name: { en: 'Olive', ru: 'Олива' }, colorHex: '#5b6236' })
    .returning();
  const [medium] = await t.db
    .insert(optionValues)
    .values({
      optionId: size!.id,
      code: 'm',
      name: { en: 'M', ru: 'M' },
      sizeInternational: 'M',
      sizeUs: '38',
      sizeRu: '48',
      sizeInches: '38',
      sizeCentimeters: '96',
    })
    .returning();

  const jacket = await insertProduct(t, { type: 'physical', brandId: brand!.id });
  await t.db.insert(productImages).values([
    { productId: jacket.id, path: 'tests/cover.webp', position: 0 },
    { productId: jacket.id, path: 'tests/olive.webp', optionValueId: olive!.id, position: 1 },
  ]);
  const normal = await insertVariation(t, jacket.id, { price: 1999, oldPrice: 2499, stock: 3, weightGrams: 800 });
  await t.db.insert(variationOptionValues).values([
    { variationId: normal, optionValueId: olive!.id },
    { variationId: normal, optionValueId: medium!.id },
  ]);
  const preorder = await insertVariation(t, jacket.id, { price: 1000, stock: 2, availability: 'preorder' });
  const dropShip = await insertVariation(t, jacket.id, { price: 1500, stock: 0, availability: 'drop_ship' });
  const soldOut = await insertVariation(t, jacket.id, { price: 1200, stock: 0 });
  const offSale = await insertVariation(t, jacket.id, { price: 1300, stock: 5, isActive: false });

  const hidden = await insertProduct(t, { type: 'physical', active: false });
  const ofHiddenProduct = await insertVariation(t, hidden.id, { price: 900, stock: 5 });
  const ebook = await insertProduct(t, { type: 'digital' });
  const digital = await insertVariation(t, ebook.id, { price: 500, stock: 1000 });
  const pouchProduct = await insertProduct(t, { type: 'physical' });
  const pouch = await insertVariation(t, pouchProduct.id, { price: 700, stock: 10, weightGrams: 100 });

  const kitSlug = `cart-kit-${tag()}`;
  const [kit] = await t.db
    .insert(kits)
    .values({
      slug: kitSlug,
      name: both('Jacket set'),
      description: both('Set'),
      images: { original: 'tests/kit.webp' },
    })
    .returning();
  await t.db.insert(kitItems).values([
    { kitId: kit!.id, productId: jacket.id, quantity: 1, position: 0 },
    { kitId: kit!.id, productId: pouchProduct.id, quantity: 2, position: 1 },
  ]);
  const [kitVariation, offSaleKit] = await t.db
    .insert(kitVariations)
    .values([
      { kitId: kit!.id, price: 2500, oldPrice: 3999 },
      { kitId: kit!.id, price: 2400, isActive: false },
    ])
    .returning();
  await t.db.insert(kitVariationItems).values([
    { kitVariationId: kitVariation!.id, variationId: normal, quantity: 1 },
    { kitVariationId: kitVariation!.id, variationId: pouch, quantity: 2 },
    { kitVariationId: offSaleKit!.id, variationId: normal, quantity: 1 },
  ]);
  return {
    jacket,
    kitSlug,
    v: { normal, preorder, dropShip, soldOut, offSale, ofHiddenProduct, digital, pouch },
    kit: { id: kit!.id, variation: kitVariation!.id, offSale: offSaleKit!.id },
  };
}
export type CartCatalogue = Awaited<ReturnType<typeof insertCartCatalogue>>;

export async function firstStoreId(t: WithDb): Promise<number> {
  const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
  return store!.id;
}

export const sessionIdOf = (token: string) => decodeJwt(token).sid as string;

/** A new anonymous session's tokens and session id. */
export async function visitor(t: TestApp) {
  const tokens = await startSession(t, await firstStoreId(t));
  return { ...tokens, sessionId: sessionIdOf(tokens.token) };
}

export const putCart = (t: TestApp, token: string, body: unknown, headers: { currency?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `${API}/cart`,
    headers: {
      'x-auth-token': token,
      ...(headers.currency ? { 'x-app-currency': headers.currency } : {}),
      ...(headers.lang ? { 'x-app-language': headers.lang } : {}),
    },
    payload: body as object,
  });

export async function insertCoupon(
  t: WithDb,
  values: Partial<typeof coupons.$inferInsert> & Pick<typeof coupons.$inferInsert, 'kind'>,
) {
  const [row] = await t.db
    .insert(coupons)
    .values({ code: `T${tag().toUpperCase()}`, ...values })
    .returning();
  return row!;
}

export async function storedCart(t: WithDb, sessionId: string) {
  const [cart] = await t.db.select().from(carts).where(eq(carts.sessionId, sessionId));
  if (!cart) return undefined;
  const lines = await t.db
    .select({
      variationId: cartLines.variationId,
      kitVariationId: cartLines.kitVariationId,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(cartLines.id);
  return { ...cart, lines };
}
