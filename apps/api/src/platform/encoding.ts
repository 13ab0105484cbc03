import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bytes kept in a cache with each compressed form made once, on first demand. */
export type EncodableBody = { body: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

/** The client's preferred encoding among ours: brotli first, gzip as a fallback. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
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
