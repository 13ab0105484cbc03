import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orders, variations } from '../db/schema/index.js';
import { insertCartCatalogue, visitor } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let number: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const c = await insertCartCatalogue(t);
  await t.db.update(variations).set({ stock: 50 }).where(eq(variations.id, c.v.pouch));
  const created = await create(
    t,
    (await visitor(t)).token,
    orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }),
  );
  number = created.json().data.number;
});
afterAll(() => t.close());

const shop = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/shop.cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: inject('testRunDir'), LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  });

describe('npm run shop -- order:advance', () => {
  it('moves an order one step and says so', async () => {
    const { stdout } = await shop('order:advance', number);
    expect(stdout).toContain(`Order ${number}: pending_payment → created`);
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    expect(row?.status).toBe('created');
  });

  it('refuses a move the state table does not allow, with exit code 1', async () => {
    await expect(shop('order:advance', number, '--to', 'delivered')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot move from created to delivered'),
    });
  });

  it('explains its usage for an unknown command', async () => {
    await expect(shop('order:teleport')).rejects.toMatchObject({ code: 64, stderr: expect.stringContaining('Usage') });
  });
}, 60_000);
