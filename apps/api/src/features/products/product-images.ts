import type { ProductImage, ProductImages } from '@kordon/contract';
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

/** A page's pictures as spec §3 names them: the first is the cover. */
export const productImagesOf = (gallery: ProductImage[]): ProductImages => ({ cover: gallery[0] ?? null, gallery });
