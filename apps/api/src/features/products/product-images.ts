import type { ProductImage } from '@kordon/contract';
import { mediaUrl } from '../../platform/media-url.js';

/** A stored picture as the URLs of its variants (spec §9), made on first request by the media route. */
export function productImage(stored: string, colorValueId: number | null = null): ProductImage {
  const original = mediaUrl(stored);
  // Variants exist only for pictures in the media folder; a remote URL is used as it is.
  const variant = (name: string) => (original.startsWith('/media/') ? `/media/${name}/${original.slice(7)}` : original);
  return {
    original,
    o600: variant('o600'),
    o1200: variant('o1200'),
    c300: variant('c300'),
    c100: variant('c100'),
    colorValueId,
  };
}
