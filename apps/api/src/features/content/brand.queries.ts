import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';

export function selectBrands(db: Db) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, images: brands.images })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.name));
}

export async function selectBrandBySlug(db: Db, slug: string) {
  const [brand] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  return brand;
}
