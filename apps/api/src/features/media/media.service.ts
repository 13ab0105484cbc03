import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

/** Image variants named in the spec: o600 fits inside 600 px, c300 is a 300 px square crop. */
export const variants = {
  o600: { width: 600, height: 600, fit: 'inside' as const },
  c300: { width: 300, height: 300, fit: 'cover' as const },
  o1200: { width: 1200, height: 1200, fit: 'inside' as const },
  c100: { width: 100, height: 100, fit: 'cover' as const },
};
export type VariantName = keyof typeof variants;

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

/** Returns the file to send: the original, or a resized variant cached on disk. */
export async function resolveMediaFile(mediaDir: string, cacheDir: string, requestPath: string): Promise<string> {
  const [first, ...rest] = requestPath.split('/');
  if (first && Object.hasOwn(variants, first) && rest.length > 0) {
    const relative = rest.join('/');
    const original = resolveInside(mediaDir, relative);
    if (!resizable.has(path.extname(original).toLowerCase())) return ensureExists(original);
    const target = resolveInside(cacheDir, `${first}/${relative}`);
    if (await exists(target)) return target;
    // Concurrent first requests for one variant share a single resize.
    let pending = inFlight.get(target);
    if (!pending) {
      pending = renderVariant(await ensureExists(original), target, variants[first as VariantName]).finally(() =>
        inFlight.delete(target),
      );
      inFlight.set(target, pending);
    }
    return pending;
  }
  return ensureExists(resolveInside(mediaDir, requestPath));
}

async function renderVariant(source: string, target: string, spec: (typeof variants)[VariantName]) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await sharp(source)
    .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: spec.fit === 'inside' })
    .toFile(temporary);
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
