import type { ProductImage } from '@kordon/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';

/**
 * The media route's width variants (w400, w800, w1200; AVIF or WebP by Accept), so a phone gets
 * the picture at about its screen's size. A picture from elsewhere has one size only.
 */
function gallerySrcSet(image: ProductImage): string | undefined {
  if (!image.o600.startsWith('/media/o600/')) return undefined;
  return [400, 800, 1200].map((width) => `${image.o600.replace('/o600/', `/w${width}/`)} ${width}w`).join(', ');
}
/** The main picture's width (product.css): the gallery column of 7/12 from 1201 px, else the page less its padding. */
const GALLERY_SIZES = '(min-width: 1280px) 705px, (min-width: 1201px) 56vw, calc(100vw - 2rem)';

/**
 * The large picture and its thumbnails. It opens on the first picture of the chosen colour;
 * the product view remounts it (key) when the colour changes.
 */
export function ProductGallery({ images, colorId, name }: { images: ProductImage[]; colorId?: number; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.colorValueId === colorId),
    ),
  );
  const main = images[shown];
  if (!main) return <div className="gallery gallery-empty" />;
  return (
    <div className="gallery">
      <img
        className="gallery-main"
        src={main.o600}
        srcSet={gallerySrcSet(main)}
        sizes={GALLERY_SIZES}
        width={600}
        height={600}
        alt={name}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image.original}>
              <button
                type="button"
                aria-current={index === shown}
                aria-label={t('product.showPicture', { index: index + 1, total: images.length })}
                onClick={() => setShown(index)}
              >
                <img src={image.c100} width={64} height={64} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
