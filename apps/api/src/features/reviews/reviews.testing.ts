import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { customers, products, reviews, stores } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { API, signIn, uniqueEmail, uniqueIp } from '../auth/auth.testing.js';

/** Helpers for the review tests: customers, requests, pictures. */

export async function demoStoreId(t: Pick<TestApp, 'db'>): Promise<number> {
  const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
  if (!store) throw new Error('the demo catalogue has no store');
  return store.id;
}

/** A signed-in customer with a name, from an address of its own (the sign-in limits count per IP). */
export async function customer(t: TestApp, storeId: number, names: { firstname?: string; lastname?: string } = {}) {
  const email = uniqueEmail('reviewer');
  const signedIn = await signIn(t, storeId, email, { ip: uniqueIp() });
  if (names.firstname !== undefined || names.lastname !== undefined) {
    await t.db.update(customers).set(names).where(eq(customers.id, signedIn.customer.id));
  }
  return { email, id: signedIn.customer.id as string, token: signedIn.token };
}

export function request(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; lang?: string } = {},
) {
  return t.app.inject({
    method,
    url: `${API}${path}`,
    headers: {
      ...(options.token ? { 'x-auth-token': options.token } : {}),
      ...(options.lang ? { 'x-app-language': options.lang } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** Active products of the demo catalogue, each with no review yet from any customer. */
export async function activeProductIds(t: Pick<TestApp, 'db'>, howMany: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        sql`NOT EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.productId} = ${products.id} AND ${reviews.customerId} IS NOT NULL)`,
      ),
    )
    .orderBy(products.id)
    .limit(howMany);
  if (rows.length < howMany) throw new Error('not enough demo products');
  return rows.map((r) => r.id);
}

export const picture = (data: Buffer, mime = 'image/png') => ({ mime, data: data.toString('base64') });

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** Random pixels barely compress: a PNG of about 3 × width × height bytes. */
export const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose header claims width × height grey pixels: a decompression bomb. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
