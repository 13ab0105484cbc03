import type { ProductImage } from '@kordon/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';

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
        srcSet={`${main.o600} 600w, ${main.o1200} 1200w`}
        sizes="(max-width: 1200px) 100vw, 640px"
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
