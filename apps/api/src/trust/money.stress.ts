import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertMoneyCatalogue, type MoneyCatalogue } from './money-catalogue.js';
import { assertMoneyProperty, reportMoneyStats } from './money-property.js';
import { sized, stressBounded } from './stress-size.js';

/** The money property of money.test.ts with many more carts (npm run test:stress). */

let t: TestApp;
let catalogue: MoneyCatalogue;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  catalogue = await insertMoneyCatalogue(t);
});
afterAll(() => t.close());

const RUNS = sized(800, 150);

describe('money is exact in integer minor units, at scale', () => {
  it(`prices ${RUNS} random carts exactly in cart, validate and create`, async () => {
    const stats = await assertMoneyProperty(t, catalogue, RUNS);
    reportMoneyStats(stats, stressBounded ? 'stress, bounded' : 'stress');
    expect(stats.runs).toBe(RUNS);
    // The run must have exercised both outcomes and the coupons, or it proved little.
    expect(stats.ordersWritten).toBeGreaterThan(RUNS / 4);
    expect(stats.ordersRefused).toBeGreaterThan(0);
    expect(stats.couponsApplied).toBeGreaterThan(RUNS / 10);
    // About half a second a cart on a busy 2-core machine: the full run needs more than the default.
  }, 1_200_000);
});
