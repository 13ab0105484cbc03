import fc from 'fast-check';
import type pg from 'pg';
import type { Hints } from './schema-arbitraries.js';

/** Real rows of the demo catalogue, read once: the values a valid-shaped request names. */
export type CatalogueSample = {
  storeId: number;
  productIds: number[];
  kitIds: number[];
  variationIds: number[];
  kitVariationIds: number[];
  reviewIds: number[];
  brandIds: number[];
  optionValueIds: number[];
  productSlugs: string[];
  kitSlugs: string[];
  categorySlugs: string[];
  brandSlugs: string[];
  informationSlugs: string[];
  postSlugs: string[];
  postIds: number[];
  countries: string[];
  zones: string[];
  shippingCodes: string[];
  couponCodes: string[];
  paymentCodes: string[];
};

const column = async <T>(pool: pg.Pool, sql: string): Promise<T[]> =>
  (await pool.query<{ v: T }>(sql)).rows.map((row) => row.v);

export async function sampleCatalogue(pool: pg.Pool): Promise<CatalogueSample> {
  const ids = (table: string) => column<number>(pool, `SELECT id AS v FROM ${table} ORDER BY id LIMIT 40`);
  const slugs = (table: string) => column<string>(pool, `SELECT slug AS v FROM ${table} ORDER BY id LIMIT 40`);
  return {
    storeId: (await ids('stores'))[0]!,
    productIds: await ids('products'),
    kitIds: await ids('kits'),
    variationIds: await ids('variations'),
    kitVariationIds: await ids('kit_variations'),
    reviewIds: await ids('reviews'),
    brandIds: await ids('brands'),
    optionValueIds: await ids('option_values'),
    productSlugs: await slugs('products'),
    kitSlugs: await slugs('kits'),
    categorySlugs: await slugs('categories'),
    brandSlugs: await slugs('brands'),
    informationSlugs: await slugs('information_pages'),
    postSlugs: await slugs('posts'),
    postIds: await ids('posts'),
    countries: await column<string>(pool, 'SELECT code AS v FROM countries ORDER BY code'),
    zones: await column<string>(pool, 'SELECT code AS v FROM country_zones ORDER BY id LIMIT 40'),
    shippingCodes: await column<string>(pool, 'SELECT code AS v FROM shipping_methods ORDER BY code'),
    couponCodes: await column<string>(pool, 'SELECT code AS v FROM coupons ORDER BY id'),
    paymentCodes: await column<string>(pool, 'SELECT code AS v FROM payment_methods ORDER BY code'),
  };
}

const from = <T>(...lists: T[][]) => {
  const values = [...new Set(lists.flat())];
  return values.length ? fc.constantFrom(...values) : fc.constant(undefined);
};

/** Field name → real values: `id` and `slug` mix every kind, so a wrong kind of id is tried too. */
export function hintsOf(c: CatalogueSample): Hints {
  const anyId = from(c.productIds, c.kitIds, c.variationIds, c.kitVariationIds, c.reviewIds, c.postIds);
  const anySlug = from(c.productSlugs, c.kitSlugs, c.categorySlugs, c.brandSlugs, c.informationSlugs, c.postSlugs);
  const listOf = (values: number[]) =>
    fc.array(from(values), { minLength: 1, maxLength: 4 }).map((list) => list.join(','));
  const optionList = listOf(c.optionValueIds);
  const country = from(c.countries);
  const shipping = from(c.shippingCodes);
  const email = fc.constantFrom('anna.mueller@example.com', 'ivan@example.ru', 'a@b.co');
  return {
    id: anyId,
    variationId: from(c.variationIds, c.kitVariationIds),
    slug: anySlug,
    slugOrId: fc.oneof(anySlug, from(c.postIds).map(String)),
    category: from(c.categorySlugs),
    brand: from(c.brandSlugs),
    optionValues: optionList,
    optionValue: optionList,
    brands: listOf(c.brandIds),
    country,
    countryCode: country,
    zone: from(c.zones),
    countryZone: from(c.zones),
    countryRegion: from(c.zones),
    code: shipping,
    shippingMethod: shipping,
    shippingCode: shipping,
    coupon: from(c.couponCodes),
    'order.coupon.code': from(c.couponCodes),
    store_id: fc.constantFrom(c.storeId, String(c.storeId)),
    email,
    customerEmail: email,
    // An order that passes the business rules too (checkout.testing.ts `person`, an address in Berlin).
    firstname: fc.constantFrom('Anna', 'Иван', "O'Neil"),
    lastname: fc.constantFrom('Müller', 'Петров', 'Smith-Jones'),
    phone: fc.constantFrom('+49 30 901820', '+7 495 123-45-67', '12'),
    city: fc.constantFrom('Berlin', 'Москва'),
    address: fc.constantFrom('Unter den Linden 1', 'ул. Тверская, 1'),
    postalCode: fc.constantFrom('10117', '101000'),
    paymentMethod: from(c.paymentCodes),
    number: fc.constantFrom('KR-100001', 'KR-100002', 'KR-999999'),
    path: fc.constantFrom('/', '/contacts', `/product/${c.productSlugs[0]}`, `/category/${c.categorySlugs[0]}`),
  };
}
