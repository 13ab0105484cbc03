import type { ProductPage } from '@kordon/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { RichText } from '../common/rich-text';

/** Description, materials and features, the video and a kit's items: below the buying box. */
export function ProductDetails({ page }: { page: ProductPage }) {
  const { t } = useTranslation();
  return (
    <div className="product-details">
      {page.description && (
        <section aria-labelledby="product-description">
          <h2 id="product-description">{t('product.description')}</h2>
          <RichText html={page.description} />
        </section>
      )}
      {page.items.length > 0 && (
        <section aria-labelledby="product-kit-items">
          <h2 id="product-kit-items">{t('product.kitItems')}</h2>
          <ul className="kit-items">
            {page.items.map((item) => (
              <li key={item.productId}>
                {item.image && <img src={item.image.c100} width={64} height={64} alt="" loading="lazy" />}
                <AppLink to={item.link}>{item.name}</AppLink>
                {item.quantity > 1 && <span className="muted"> × {item.quantity}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(page.materials.length > 0 || page.features.length > 0) && (
        <section aria-labelledby="product-specs">
          <h2 id="product-specs">{t('product.specs')}</h2>
          <dl className="specs">
            {page.materials.length > 0 && (
              <div>
                <dt>{t('product.materials')}</dt>
                <dd>
                  {page.materials.map((m) => (m.percent === null ? m.name : `${m.name} ${m.percent}%`)).join(', ')}
                </dd>
              </div>
            )}
            {page.features.map((feature) => (
              <div key={feature.name}>
                <dt>{feature.name}</dt>
                <dd>{feature.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ProductVideo page={page} />
    </div>
  );
}

/**
 * A click-to-load facade: the page asks nothing of YouTube or VK until the shopper presses play,
 * then the player replaces the button (youtube-nocookie.com, VK's embed).
 */
function ProductVideo({ page }: { page: ProductPage }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const { youtubeCode: youtube, vkVideo: vk } = page;
  const src = youtube
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtube)}?autoplay=1`
    : vk && `https://vk.com/video_ext.php?oid=${encodeURIComponent(vk.oid)}&id=${encodeURIComponent(vk.id)}&autoplay=1`;
  if (!src) return null;
  return (
    <section aria-labelledby="product-video">
      <h2 id="product-video">{t('product.video')}</h2>
      <div className="video">
        {playing ? (
          <iframe
            src={src}
            title={page.name}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
            <span className="video-play" aria-hidden="true" />
            {t('product.playVideo', { name: page.name })}
          </button>
        )}
      </div>
    </section>
  );
}
