import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

type VariantSpec = { width: number; height?: number; fit: 'inside' | 'cover' };

/** The spec's variants (o600, c300) and the srcset widths pages offer: nothing else, so no request makes an unused encode. */
export const variants: Record<string, VariantSpec> = {
  o600: { width: 600, height: 600, fit: 'inside' },
  c300: { width: 300, height: 300, fit: 'cover' },
  o1200: { width: 1200, height: 1200, fit: 'inside' },
  c100: { width: 100, height: 100, fit: 'cover' },
  w400: { width: 400, fit: 'inside' },
  w800: { width: 800, fit: 'inside' },
  w1200: { width: 1200, fit: 'inside' },
};
export type VariantName = keyof typeof variants;

/** Modern formats a browser may ask for in Accept; the variant is encoded in the best one. */
export type ImageFormat = 'avif' | 'webp';
export function negotiateImageFormat(accept: string | undefined): ImageFormat | undefined {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return undefined;
}

const resizable = new Set(['.webp', '.png', '.jpg', '.jpeg']);

/** Resolves a request path inside a root folder; anything escaping it is not found. */
export function resolveInside(root: string, relative: string): string {
  // Fastify has already decoded the path once; decoding again would misread a literal '%'.
  if (relative.includes('\0')) throw AppError.notFound('Image');
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw AppError.notFound('Image');
  return file;
}

const inFlight = new Map<string, Promise<string>>();

/**
 * First encodes run two at a time (docs/security.md): sharp shares libuv's four threads with the file
 * reads every other picture needs. Past `VARIANT_QUEUE_MAX` waiting, a new one answers 503.
 */
export const VARIANT_RENDERS_AT_ONCE = 2;
export const VARIANT_QUEUE_MAX = 32;
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= VARIANT_RENDERS_AT_ONCE) {
    if (waiting.length >= VARIANT_QUEUE_MAX)
      throw new AppError('unavailable', 'Pictures are being prepared; try again shortly.');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Returns the file to send: the original, or a resized variant cached on disk, encoded as
 * `format` when given (AVIF or WebP by the request's Accept) and otherwise as its original.
 */
export async function resolveMediaFile(
  mediaDir: string,
  cacheDir: string,
  requestPath: string,
  format?: ImageFormat,
  /** Called before a variant is made (not when it is on disk): throws to refuse the work. */
  beforeMaking: () => void = () => {},
): Promise<string> {
  const [first, ...rest] = requestPath.split('/');
  if (first && Object.hasOwn(variants, first) && rest.length > 0) {
    const relative = rest.join('/');
    const original = resolveInside(mediaDir, relative);
    if (!resizable.has(path.extname(original).toLowerCase())) return ensureExists(original);
    const encoded = format ? `${relative.slice(0, -path.extname(relative).length)}.${format}` : relative;
    const target = resolveInside(cacheDir, `${first}/${encoded}`);
    if (await exists(target)) return target;
    // Concurrent first requests for one variant share a single resize.
    let pending = inFlight.get(target);
    if (!pending) {
      const spec = variants[first] as VariantSpec;
      const source = await ensureExists(original);
      beforeMaking();
      pending = inTurn(() => renderVariant(source, target, spec, format)).finally(() => inFlight.delete(target));
      inFlight.set(target, pending);
    }
    return pending;
  }
  return ensureExists(resolveInside(mediaDir, requestPath));
}

async function renderVariant(source: string, target: string, spec: VariantSpec, format?: ImageFormat) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  const resized = sharp(source).resize({
    width: spec.width,
    height: spec.height,
    fit: spec.fit,
    withoutEnlargement: spec.fit === 'inside',
  });
  // Effort 4 keeps a first AVIF encode well under a second; the result is cached on disk.
  const encoded =
    format === 'avif'
      ? resized.avif({ quality: 55, effort: 4 })
      : format === 'webp'
        ? resized.webp({ quality: 78 })
        : resized;
  await encoded.toFile(temporary);
  await fs.rename(temporary, target);
  return target;
}

async function ensureExists(file: string) {
  if (!(await exists(file))) throw AppError.notFound('Image');
  return file;
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
