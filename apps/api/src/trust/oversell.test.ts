import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.js';
import { reportFigure } from './stress-size.js';
import {
  createRaceApp,
  expectKitRaceBalanced,
  expectSoldExactly,
  insertKitSharingStock,
  raceForVariation,
  raceKitAgainstItem,
} from './trust.testing.js';

// The light run of the race; oversell.stress.ts repeats it (docs/security.md, "No overselling").
const SUITE = 'oversell';
const BUYERS = 200;
const STOCK = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createRaceApp();
});
afterAll(() => t.close());

describe('POST /checkout/create when more shoppers than units buy at once', () => {
  it(`makes exactly ${STOCK} orders of ${BUYERS} for ${STOCK} units, refuses the rest for the stock and leaves 0`, async () => {
    const { a } = await insertKitSharingStock(t, { a: STOCK, b: 0 });
    const answers = await raceForVariation(t, a, BUYERS);
    const figures = await expectSoldExactly(t, a, STOCK, answers);
    reportFigure(SUITE, 'one variation: orders created', figures.created);
    reportFigure(
      SUITE,
      'one variation: refused (409 out_of_stock / 422 cart)',
      `${figures.stock409} / ${figures.stock422}`,
    );
    reportFigure(SUITE, 'one variation: final stock', figures.finalStock);
  });

  it('sells exactly the stock when a kit and one of its items are bought at once, each order whole', async () => {
    const initial = { a: STOCK, b: STOCK };
    const rows = await insertKitSharingStock(t, initial);
    const answers = await raceKitAgainstItem(t, rows, BUYERS);
    const figures = await expectKitRaceBalanced(t, rows, initial, answers);
    reportFigure(SUITE, 'kit and item: orders created (kits + A alone)', `${figures.kits} + ${figures.singles}`);
    reportFigure(SUITE, 'kit and item: refused', figures.stock409 + figures.stock422);
    reportFigure(SUITE, 'kit and item: final stock A / B', `${figures.stock.a} / ${figures.stock.b}`);
  });

  it('refuses a sold-out order with a code that names the stock, not `invalid`', async () => {
    const { a } = await insertKitSharingStock(t, { a: 0, b: 0 });
    const [refused] = await raceForVariation(t, a, 1);
    expect(refused!.statusCode).toBe(422);
    expect(refused!.json().codes.cart).toEqual(['out_of_stock']);
  });
});
