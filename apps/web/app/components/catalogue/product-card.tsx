import type { ProductCard as Card } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
// Styles: product-card.css, imported by the pages and panels that show cards (listing-styles.ts).

/** srcset of a cover: the square crop for small cards, the 600 and 1200 px fits for wide ones. */
export const coverSrcSet = (cover: NonNullable<Card['images']['cover']>) =>
  `${cover.c300} 300w, ${cover.o600} 600w, ${cover.o1200} 1200w`;

/**
 * The picture's width in the grid: on phones two columns less 88 px of padding and gap, so a 412 px phone
 * takes the 300 px square, not the 600; wider, 280 px, the middle of the cards' widths.
 */
const CARD_SIZES = '(max-width: 700px) calc(50vw - 44px), 280px';

/** The availability badge of a card or buying box (DESIGN: preorder, drop ship, out of stock). */
export function AvailabilityBadge({ card }: { card: Pick<Card, 'availability' | 'inStock'> }) {
  const { t } = useTranslation();
  if (!card.inStock) return <span className="badge badge-out">{t('product.outOfStock')}</span>;
  if (card.availability === 'preorder') return <span className="badge badge-preorder">{t('product.preorder')}</span>;
  if (card.availability === 'drop_ship') return <span className="badge badge-dropship">{t('product.dropShip')}</span>;
  return null;
}

/** Price with the old price struck through and the discount percent. */
export function PriceTag({ prices }: { prices: Card['prices'] }) {
  const { t } = useTranslation();
  return (
    <span className="price-tag">
      <span className="price">{prices.priceString}</span>
      {prices.priceOldString && (
        <>
          <s className="price price-old">
            <span className="visually-hidden">{t('product.oldPrice')} </span>
            {prices.priceOldString}
          </s>
          <span className="discount">−{prices.discountPercent}%</span>
        </>
      )}
    </span>
  );
}

/**
 * The one product card of the shop (DESIGN). `eager`: above the fold, its picture in the first paint;
 * `priority`: a listing's largest paint, which React preloads from the head.
 */
export function ProductCard({
  card,
  eager = false,
  priority = false,
}: {
  card: Card;
  eager?: boolean;
  priority?: boolean;
}) {
  const cover = card.images.cover;
  return (
    <article className="product-card" data-product-id={card.id}>
      {/* No idle prefetch: a page of 24 cards would have the server render 24 product pages. */}
      <AppLink to={card.link} className="product-card-link" prefetch={false}>
        <span className="product-card-image">
          {cover ? (
            <img
              src={cover.o600}
              srcSet={coverSrcSet(cover)}
              sizes={CARD_SIZES}
              width={300}
              height={300}
              alt=""
              loading={eager || priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
          {card.game && <img className="product-card-game" src={card.game.logo} alt={card.game.name} height={28} />}
        </span>
        <span className="product-card-name">{card.name}</span>
      </AppLink>
      {card.brand && <span className="product-card-brand muted">{card.brand.name}</span>}
      {card.images.colors.length > 0 && (
        <ul className="swatches" aria-label={card.images.colors.map((c) => c.name).join(', ')}>
          {card.images.colors.slice(0, 6).map((color) => (
            <li key={color.id} className="swatch" style={{ background: color.hex ?? undefined }} title={color.name} />
          ))}
        </ul>
      )}
      <PriceTag prices={card.prices} />
      <AvailabilityBadge card={card} />
    </article>
  );
}

/** A grid of cards; the first row loads eagerly, the first `priorityCount` pictures first of all. */
export function ProductGrid({
  cards,
  eagerCount = 0,
  priorityCount = 0,
}: {
  cards: readonly Card[];
  eagerCount?: number;
  priorityCount?: number;
}) {
  return (
    <ul className="product-grid">
      {cards.map((card, index) => (
        <li key={`${card.kind}-${card.id}`}>
          <ProductCard card={card} eager={index < eagerCount} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
