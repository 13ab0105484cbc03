import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bytes kept in a cache with each compressed form made once, on first demand. */
export type EncodableBody = { body: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

/**
 * The client's preferred encoding among ours: brotli first, gzip as a fallback, never one it
 * refuses with q=0 (`br;q=0`), and either through `*` unless named with q=0.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = String(acceptEncoding ?? '').toLowerCase();
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const wildcard = weights.get('*') ?? 0;
  const accepts = (name: Encoding) => (weights.get(name) ?? wildcard) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** The body in `encoding`, compressed once per cached entry and kept beside it. */
export function encodedBody(entry: EncodableBody, encoding: Encoding | undefined): Buffer {
  if (!encoding) return entry.body;
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
        })
      : gzipSync(entry.body, { level: 6 });
  return entry.encoded[encoding];
}
