import { afterAll, beforeAll, describe, it } from 'vitest';
import type { TestApp } from '../testing/test-app.js';
import { reportFigure, sized } from './stress-size.js';
import {
  createRaceApp,
  expectKitRaceBalanced,
  expectSoldExactly,
  insertKitSharingStock,
  raceForVariation,
  raceKitAgainstItem,
} from './trust.testing.js';

// oversell.test.ts once per race, repeated on fresh rows: a lost race shows only now and then.
const SUITE = 'oversell stress';
const REPETITIONS = sized(5, 5);
const BUYERS = 200;
const STOCK = 20;

let t: TestApp;
const totals = { created: 0, refused: 0, kits: 0, singles: 0 };
beforeAll(async () => {
  t = await createRaceApp();
});
afterAll(async () => {
  reportFigure(SUITE, 'repetitions of each race', REPETITIONS);
  reportFigure(SUITE, 'orders created, all repetitions', totals.created);
  reportFigure(SUITE, 'orders refused for the stock, all repetitions', totals.refused);
  reportFigure(SUITE, 'kit race: kits + A alone, all repetitions', `${totals.kits} + ${totals.singles}`);
  await t.close();
});

describe(`POST /checkout/create, ${BUYERS} shoppers at once for ${STOCK} units, ${REPETITIONS} times`, () => {
  for (let round = 1; round <= REPETITIONS; round++) {
    it(`round ${round}: one variation sells exactly its ${STOCK} units`, async () => {
      const { a } = await insertKitSharingStock(t, { a: STOCK, b: 0 });
      const figures = await expectSoldExactly(t, a, STOCK, await raceForVariation(t, a, BUYERS));
      totals.created += figures.created;
      totals.refused += figures.stock409 + figures.stock422;
      reportFigure(
        SUITE,
        `round ${round}, one variation: created / refused 409 / refused 422 / final stock`,
        `${figures.created} / ${figures.stock409} / ${figures.stock422} / ${figures.finalStock}`,
      );
    });

    it(`round ${round}: a kit and its item bought at once sell exactly the stock`, async () => {
      const initial = { a: STOCK, b: STOCK };
      const rows = await insertKitSharingStock(t, initial);
      const figures = await expectKitRaceBalanced(t, rows, initial, await raceKitAgainstItem(t, rows, BUYERS));
      const refused = figures.stock409 + figures.stock422;
      totals.created += figures.kits + figures.singles;
      totals.refused += refused;
      totals.kits += figures.kits;
      totals.singles += figures.singles;
      reportFigure(
        SUITE,
        `round ${round}, kit and item: kits + A alone / refused / final stock A, B`,
        `${figures.kits} + ${figures.singles} / ${refused} / ${figures.stock.a}, ${figures.stock.b}`,
      );
    });
  }
});
