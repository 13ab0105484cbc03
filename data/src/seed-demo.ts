import type { Db } from '@kordon/api/db/client.js';
import { stores } from '@kordon/api/db/schema/index.js';
import { sql } from 'drizzle-orm';
import { buildProducts } from './catalogue/build.js';
import { buildKits } from './catalogue/build-kits.js';
import { DEFAULT_MEDIA_DIR, generateProductImages } from './images/generate.js';
import { writeCategories } from './writers/categories.js';
import { writeContent } from './writers/content.js';
import { writeGeography, writePayments } from './writers/geo.js';
import { writeKits } from './writers/kits.js';
import { writeProducts } from './writers/products.js';
import { writeLookups, writeStore } from './writers/reference.js';
import { writeReviews } from './writers/reviews.js';
import type { Tx } from './writers/tx.js';

export type SeedOptions = {
  /** Where pictures are written; the server serves this folder as /media. */
  mediaDir?: string;
  log?: (line: string) => void;
  /** Tests turn this off; the database rows are the same either way. */
  renderImages?: boolean;
};

// Two shop processes starting on an empty database must not both seed it.
const SEED_LOCK = 727_275;

async function hasStore(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty, migrated database with the demo shop in one transaction.
 * A database that already has a store is left untouched.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  if (await hasStore(db)) return { seeded: false };
  const started = Date.now();
  if (options.renderImages !== false) {
    const mediaDir = options.mediaDir ?? DEFAULT_MEDIA_DIR;
    const images = await generateProductImages(mediaDir);
    log(
      `demo images: ${images.written} drawn, ${images.skipped} already present in ${mediaDir} (${Date.now() - started} ms)`,
    );
  }
  const products = buildProducts();
  const kits = buildKits(products);
  const now = new Date();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasStore(tx)) return false;
    await writeStore(tx);
    const lookups = await writeLookups(tx);
    const categories = await writeCategories(tx);
    const { productIds, variationIds } = await writeProducts(tx, products, lookups, categories, now);
    const reviews = await writeReviews(tx, products, productIds, lookups, now);
    await writeKits(tx, kits, { products: productIds, variations: variationIds, categories }, now);
    await writeContent(tx, now);
    await writeGeography(tx);
    await writePayments(tx, now);
    log(
      `demo catalogue: ${products.length} products, ${variationIds.size} variations, ${kits.length} kits, ${reviews} reviews`,
    );
    return true;
  });
  if (seeded) log(`demo catalogue seeded in ${Date.now() - started} ms`);
  return { seeded };
}
