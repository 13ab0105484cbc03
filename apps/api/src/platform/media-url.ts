import type { ImageSet } from '../db/schema/index.js';

/** A stored image path as a URL: paths relative to the media folder get the /media prefix. */
export function mediaUrl(stored: string): string;
export function mediaUrl(stored: string | null | undefined): string | null;
export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^(https?:)?\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `/media/${stored}`;
}

/** Every variant of an image set as a URL; a missing set stays null. */
export function imageSetUrls(images: ImageSet | null | undefined): ImageSet | null {
  if (!images?.original) return null;
  const out: ImageSet = { original: mediaUrl(images.original) };
  for (const key of ['desktop', 'mobile', 'icon'] as const) {
    const url = mediaUrl(images[key]);
    if (url) out[key] = url;
  }
  return out;
}
