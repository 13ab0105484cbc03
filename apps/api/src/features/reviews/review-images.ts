import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REVIEW_ATTACHMENT_BYTES_MAX } from '@kordon/contract';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';
import { variants } from '../media/media.service.js';
import { reviewLimits } from './review.limits.js';

/** Customers' pictures live under this folder of the media folder, and nothing else does. */
export const REVIEW_MEDIA_FOLDER = 'reviews';
export const STORED_MIME = 'image/webp';

type Format = 'jpeg' | 'png' | 'webp';

/** The format the bytes themselves say, whatever the client declared: JPEG, PNG or WebP only. */
export function formatOfBytes(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks a picture by its content and re-encodes it as WebP, dropping every metadata block (GPS, camera
 * serial); one declaring more than `imageMaxInputPixels` is refused before decoding.
 */
export async function reencodeReviewImage(base64: string, position: number): Promise<Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const name = `Picture ${position + 1}`;
  if (bytes.length > REVIEW_ATTACHMENT_BYTES_MAX) {
    throw new AppError('payload_too_large', `${name} is larger than 2 MB`);
  }
  const format = formatOfBytes(bytes);
  if (!format) throw new AppError('unsupported_media_type', `${name} is not a JPEG, PNG or WebP picture`);
  // Metadata reads the header only: the size is checked here, before any pixel is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format) {
    throw new AppError('unsupported_media_type', `${name} could not be read as a picture`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > reviewLimits.imageMaxInputPixels) {
    throw new AppError('payload_too_large', `${name} has more than 40 megapixels`);
  }
  const side = reviewLimits.imageMaxSide;
  const options = { limitInputPixels: reviewLimits.imageMaxInputPixels, failOn: 'error' as const };
  try {
    return await sharp(bytes, options)
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', `${name} could not be read as a picture`);
  }
}

/** Writes pictures under a random name each; returns their paths relative to the media folder. */
export async function storeReviewImages(mediaDir: string, images: Buffer[]): Promise<string[]> {
  const folder = path.join(mediaDir, REVIEW_MEDIA_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  const stored: string[] = [];
  try {
    for (const image of images) {
      const relative = `${REVIEW_MEDIA_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
      // 'wx': a name is never reused, so an existing file is never overwritten.
      await fs.writeFile(path.join(mediaDir, relative), image, { flag: 'wx' });
      stored.push(relative);
    }
    return stored;
  } catch (error) {
    await removeReviewImages({ mediaDir, cacheDir: null }, stored);
    throw error;
  }
}

/** Deletes uploaded pictures and their cached copies (else still served); paths outside `reviews/` are never touched. */
export async function removeReviewImages(dirs: { mediaDir: string; cacheDir: string | null }, paths: string[]) {
  const files = paths
    .filter((p) => /^reviews\/[0-9a-f]{32}\.webp$/.test(p))
    .flatMap((relative) => {
      const stem = relative.slice(0, -'.webp'.length);
      const cached = dirs.cacheDir
        ? Object.keys(variants).flatMap((variant) =>
            ['webp', 'avif'].map((ext) => path.join(dirs.cacheDir as string, variant, `${stem}.${ext}`)),
          )
        : [];
      return [path.join(dirs.mediaDir, relative), ...cached];
    });
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}
