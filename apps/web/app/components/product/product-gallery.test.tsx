import type { ProductImage } from '@kordon/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n';
import '../../lib/messages.server';
import { TranslationProvider } from '../../lib/translation';
import { ProductGallery } from './product-gallery';

const picture = (name: string, colorValueId: number | null = null): ProductImage => ({
  original: `/media/products/${name}.webp`,
  o600: `/media/o600/products/${name}.webp`,
  o1200: `/media/o1200/products/${name}.webp`,
  c300: `/media/c300/products/${name}.webp`,
  c100: `/media/c100/products/${name}.webp`,
  colorValueId,
});

const render = (images: ProductImage[], colorId?: number) =>
  renderToString(
    <TranslationProvider locale="en" messages={messagesFor('en')}>
      <ProductGallery images={images} colorId={colorId} name="Cap" />
    </TranslationProvider>,
  );

describe('product gallery', () => {
  it('offers the main picture in widths up to a phone screen and sizes it to the column, at high priority', () => {
    const html = render([picture('cap-olive', 1), picture('cap-black', 2)], 2);
    const main = html.match(/<img class="gallery-main"[^>]*>/)?.[0] ?? '';
    expect(main).toContain(
      'srcSet="/media/w400/products/cap-black.webp 400w, /media/w800/products/cap-black.webp 800w, /media/w1200/products/cap-black.webp 1200w"',
    );
    expect(main).toContain('sizes="(min-width: 1280px) 705px, (min-width: 1201px) 56vw, calc(100vw - 2rem)"');
    expect(main).toMatch(/width="600" height="600"/);
    expect(main).toContain('fetchPriority="high"');
    expect(main).not.toContain('loading="lazy"');
    // The thumbnails are small and wait their turn.
    expect(html.match(/<img src="\/media\/c100[^>]*loading="lazy"/g)).toHaveLength(2);
  });

  it('keeps a picture from elsewhere as it is', () => {
    const remote = { ...picture('x'), o600: 'https://cdn.example/x.webp', o1200: 'https://cdn.example/x.webp' };
    const main = render([remote]).match(/<img class="gallery-main"[^>]*>/)?.[0] ?? '';
    expect(main).toContain('src="https://cdn.example/x.webp"');
    expect(main).not.toContain('srcSet');
  });
});
