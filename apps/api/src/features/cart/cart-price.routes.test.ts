import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, putCart, visitor } from './cart.testing.js';

let t: TestApp;
let c: CartCatalogue;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  token = (await visitor(t)).token;
});
afterAll(() => t.close());

type Line = { variationId: number; quantity: number; notice: string | null; amounts: { total: number } };
type Answer = {
  products: Line[];
  productKits: Line[];
  digitalProducts: Line[];
  totals: { type: string; amount: number; amountString: string; title: string }[];
  count: number;
  dropped: unknown[];
};

async function price(body: object, headers: { currency?: string; lang?: string } = {}): Promise<Answer> {
  const response = await putCart(t, token, body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const totalOf = (answer: Answer, type: string) => answer.totals.find((row) => row.type === type)?.amount;
const linesOf = (answer: Answer) => [...answer.products, ...answer.productKits, ...answer.digitalProducts];
/** Totals are sums of the lines that can be ordered, never recomputed from a rounded total. */
const sumOfLines = (answer: Answer) =>
  linesOf(answer)
    .filter((line) => line.notice !== 'out_of_stock')
    .reduce((sum, line) => sum + line.amounts.total, 0);

describe('PUT /cart', () => {
  it('prices each line in USD with the fields of a cart line', async () => {
    const answer = await price({ products: [{ variationId: c.v.normal, quantity: 2 }], countryCode: 'DE' });
    expect(answer.products).toEqual([
      {
        variationId: c.v.normal,
        productId: c.jacket.id,
        kind: 'product',
        type: 'physical',
        name: c.jacket.name.en,
        link: `/product/${c.jacket.slug}`,
        image: '/media/c100/tests/olive.webp',
        brand: 'Kordon Test',
        options: [
          { optionName: 'Colour', valueName: 'Olive', valueSizes: null },
          {
            optionName: 'Size',
            valueName: 'M',
            valueSizes: { international: 'M', us: '38', ru: '48', inches: '38', centimeters: '96' },
          },
        ],
        availability: 'normal',
        quantity: 2,
        maxQuantity: 3,
        stock: 3,
        discount: 20,
        priceItem: '$19.99',
        priceItemOld: '$24.99',
        newPriceItem: null,
        priceTotal: '$39.98',
        priceTotalOld: '$49.98',
        amounts: { unit: 1999, unitOld: 2499, unitNew: null, total: 3998, totalOld: 4998, totalNew: null },
        notice: null,
        weightGrams: 800,
      },
    ]);
    expect(answer).toMatchObject({
      currency: { code: 'USD', symbol: '$' },
      countryCode: 'DE',
      coupon: null,
      count: 2,
      dropped: [],
      totals: [
        { type: 'subtotal', title: 'Subtotal', amount: 3998, amountString: '$39.98', couponName: null },
        { type: 'total', title: 'Total', amount: 3998, amountString: '$39.98', couponName: null },
      ],
    });
  });

  it('converts the unit price once and multiplies, in RUB and EUR, so totals are the sum of the lines', async () => {
    const body = {
      products: [
        { variationId: c.v.normal, quantity: 3 },
        { variationId: c.v.preorder, quantity: 1 },
      ],
      productKits: [{ variationId: c.kit.variation, quantity: 1 }],
    };
    const rub = await price(body, { currency: 'RUB', lang: 'ru' });
    // $19.99 at 92.5 is 1849.075 ₽ → 1849.08 ₽ per unit; three units are 5547.24 ₽, not 5547.23.
    expect(rub.products[0]).toMatchObject({
      name: `${c.jacket.name.ru}`,
      priceItem: '1\u00a0849,08\u00a0₽',
      priceTotal: '5\u00a0547,24\u00a0₽',
      amounts: { unit: 184908, total: 554724 },
      options: [{ optionName: 'Цвет', valueName: 'Олива' }, { optionName: 'Размер' }],
    });
    expect(totalOf(rub, 'subtotal')).toBe(554724 + 92500 + 231250);
    expect(totalOf(rub, 'total')).toBe(sumOfLines(rub));
    expect(rub.totals.map((row) => row.title)).toEqual(['Сумма товаров', 'Итого']);
    const eur = await price(body, { currency: 'EUR' });
    // 1999 × 0.92 = 1839.08 → 1839 cents a unit.
    expect(eur.products[0]?.amounts.total).toBe(1839 * 3);
    expect(totalOf(eur, 'total')).toBe(sumOfLines(eur));
  });

  it('answers 422 for a currency the shop does not sell', async () => {
    const response = await putCart(t, token, { products: [] }, { currency: 'XYZ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Unavailable currency.');
  });

  it('leaves out unknown and disabled lines and lists them with the reason', async () => {
    const answer = await price({
      products: [
        { variationId: 999_999_999, quantity: 1 },
        { variationId: 3_000_000_000, quantity: 1 },
        { variationId: c.v.offSale, quantity: 1 },
        { variationId: c.v.ofHiddenProduct, quantity: 1 },
        { variationId: c.v.normal, quantity: 1 },
      ],
      productKits: [
        { variationId: c.kit.offSale, quantity: 1 },
        { variationId: 999_999_998, quantity: 1 },
      ],
    });
    expect(linesOf(answer).map((line) => line.variationId)).toEqual([c.v.normal]);
    expect(answer.dropped).toEqual([
      { kind: 'product', variationId: 999_999_999, reason: 'unknown' },
      { kind: 'product', variationId: 3_000_000_000, reason: 'unknown' },
      { kind: 'product', variationId: c.v.offSale, reason: 'disabled' },
      { kind: 'product', variationId: c.v.ofHiddenProduct, reason: 'disabled' },
      { kind: 'kit', variationId: c.kit.offSale, reason: 'disabled' },
      { kind: 'kit', variationId: 999_999_998, reason: 'unknown' },
    ]);
    expect(answer.count).toBe(1);
  });

  it('holds quantities to stock, lets drop-ship reach 99 and preorder its own stock', async () => {
    const answer = await price({
      products: [
        { variationId: c.v.normal, quantity: 5 },
        { variationId: c.v.dropShip, quantity: 99 },
        { variationId: c.v.preorder, quantity: 5 },
      ],
    });
    const [normal, dropShip, preorder] = answer.products;
    expect(normal).toMatchObject({ quantity: 3, maxQuantity: 3, stock: 3, notice: 'quantity_clamped' });
    expect(dropShip).toMatchObject({
      availability: 'drop_ship',
      quantity: 99,
      maxQuantity: 99,
      stock: 99,
      notice: null,
    });
    expect(preorder).toMatchObject({
      availability: 'preorder',
      quantity: 2,
      maxQuantity: 2,
      stock: 2,
      notice: 'quantity_clamped',
    });
    expect(answer.count).toBe(3 + 99 + 2);
    expect(totalOf(answer, 'total')).toBe(3 * 1999 + 99 * 1500 + 2 * 1000);
  });

  it('keeps a line that cannot be ordered with its quantity, out of every total', async () => {
    const answer = await price({
      products: [
        { variationId: c.v.soldOut, quantity: 4 },
        { variationId: c.v.normal, quantity: 1 },
      ],
    });
    expect(answer.products[0]).toMatchObject({
      variationId: c.v.soldOut,
      quantity: 4,
      maxQuantity: 0,
      stock: 0,
      notice: 'out_of_stock',
      priceTotal: '$48.00',
    });
    expect(answer.count).toBe(5);
    expect(totalOf(answer, 'subtotal')).toBe(1999);
    expect(totalOf(answer, 'total')).toBe(1999);
  });

  it('merges repeated ids, adding the quantities before holding them to stock', async () => {
    const answer = await price({
      products: [
        { variationId: c.v.preorder, quantity: 1 },
        { variationId: c.v.normal, quantity: 2 },
        { variationId: c.v.preorder, quantity: 1 },
        { variationId: c.v.normal, quantity: 2 },
      ],
    });
    expect(answer.products.map(({ variationId, quantity, notice }) => ({ variationId, quantity, notice }))).toEqual([
      { variationId: c.v.preorder, quantity: 2, notice: null },
      { variationId: c.v.normal, quantity: 3, notice: 'quantity_clamped' },
    ]);
  });

  it('prices a kit at the kit price and holds it to what its items allow', async () => {
    const answer = await price({ productKits: [{ variationId: c.kit.variation, quantity: 5 }] });
    expect(answer.productKits).toEqual([
      expect.objectContaining({
        kind: 'kit',
        type: 'kit',
        productId: c.kit.id,
        link: `/product/${c.kitSlug}`,
        image: '/media/c100/tests/kit.webp',
        brand: null,
        // The jacket has 3; the pouch, needed twice, has 10 → 5 kits.
        quantity: 3,
        maxQuantity: 3,
        notice: 'quantity_clamped',
        priceItem: '$25.00',
        priceItemOld: '$39.99',
        discount: 37,
        amounts: expect.objectContaining({ unit: 2500, total: 7500 }),
        options: [
          { optionName: 'Colour', valueName: 'Olive', valueSizes: null },
          expect.objectContaining({ optionName: 'Size', valueName: 'M' }),
        ],
        weightGrams: 800 + 2 * 100,
      }),
    ]);
    expect(answer.products).toEqual([]);
    expect(answer.count).toBe(3);
  });

  it('lists digital products apart, counted in the totals and the count', async () => {
    const answer = await price({
      products: [
        { variationId: c.v.digital, quantity: 2 },
        { variationId: c.v.normal, quantity: 1 },
      ],
    });
    expect(answer.products.map((line) => line.variationId)).toEqual([c.v.normal]);
    expect(answer.digitalProducts).toEqual([
      expect.objectContaining({ variationId: c.v.digital, type: 'digital', quantity: 2 }),
    ]);
    expect(answer.count).toBe(3);
    expect(totalOf(answer, 'total')).toBe(1999 + 2 * 500);
  });

  it('ignores prices and totals a client sends: the server prices from the catalogue', async () => {
    const answer = await price({
      products: [{ variationId: c.v.normal, quantity: 1, price: 1, priceItem: '$0.01', amounts: { unit: 1 } }],
      totals: [{ type: 'total', amount: 1 }],
      total: 1,
    });
    expect(answer.products[0]).toMatchObject({ priceItem: '$19.99', amounts: { unit: 1999, total: 1999 } });
    expect(answer.totals.at(-1)).toMatchObject({ type: 'total', amount: 1999 });
  });

  it('refuses quantities outside 1-99, fractions, strings and more than 100 lines, per field', async () => {
    const line = (quantity: unknown) => ({ variationId: c.v.normal, quantity });
    const response = await putCart(t, token, {
      products: [line(0), line(-1), line(100), line(1.5), line('2')],
      productKits: Array.from({ length: 101 }, () => ({ variationId: c.kit.variation, quantity: 1 })),
    });
    expect(response.statusCode).toBe(422);
    const { code, errors } = response.json();
    expect(code).toBe('validation_failed');
    expect(errors).toMatchObject({
      'products.0.quantity': ['Must be at least 1'],
      'products.1.quantity': ['Must be at least 1'],
      'products.2.quantity': ['Must be at most 99'],
      // http/validate.ts words every zod type issue as 'Required field' (issues carry no input).
      'products.3.quantity': [expect.any(String)],
      'products.4.quantity': [expect.any(String)],
      productKits: [expect.stringMatching(/100/)],
    });
  });

  it('needs a session token', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1.2/cart', payload: { products: [] } });
    expect(response.statusCode).toBe(401);
  });
});
