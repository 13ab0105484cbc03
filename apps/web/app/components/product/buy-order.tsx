import type { Prices, ProductOption, VariationInfo } from '@kordon/contract';
import { canDecrease, canIncrease } from '@kordon/contract/availability';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { AvailabilityBadge, PriceTag } from '../catalogue/product-card';
import { usePanels } from '../panels/panels';
import type { ProductPageData } from './product-data';
import { canAddToCart, clampQuantity, type QuantityStock } from './quantity-rules';
import { useLoaded } from './use-loaded';

// Each loads on first use: the restock form (with the e-mail rule and the API client) only where
// the variation cannot be ordered, the size guide when opened, the cart store on "Add to cart".
const loadSizeGuide = () => import('./size-guide');
const loadRestock = () => import('./restock-form');
const NOTHING = { id: 0, availability: 'normal', stock: 0, maxQuantity: 0 } as const;
/** cart/local-cart.ts CART_CHANGED_EVENT, named here so this chunk does not import the cart's code. */
const CART_CHANGED = 'cart:changed';
/** The header's desktop variant (spec-coverage 9.1: 1201 px and wider), where the mini-cart lives. */
const DESKTOP = '(min-width: 1201px)';

/** The price of the chosen variation (the product's own before one is resolved). */
export function BuyPrice({ prices }: { prices: Prices }) {
  return <PriceTag prices={prices} />;
}

/**
 * What follows the pickers: the size guide, availability, the quantity stepper and add to cart
 * (spec §4), or the restock form when the chosen variation cannot be ordered.
 */
export function BuyOrder({
  data: { page, variation, message },
  sizes,
}: {
  data: ProductPageData;
  sizes?: ProductOption;
}) {
  const { t } = useTranslation();
  // Spec §8: a kit's message means the combination cannot be ordered; its stock counts as 0.
  const offer = variation && message ? { ...variation, stock: 0, maxQuantity: 0 } : (variation ?? NOTHING);
  const inStock = canAddToCart(offer);
  const restockable = !!variation && !inStock && page.kind === 'product';
  const [guideOpen, setGuideOpen] = useState(false);
  const guide = useLoaded(loadSizeGuide, guideOpen);
  const restock = useLoaded(loadRestock, restockable);
  return (
    <>
      {sizes && (
        <button type="button" className="size-guide-button" onClick={() => setGuideOpen(true)}>
          {t('product.sizeGuide')}
        </button>
      )}
      {guide && guideOpen && <guide.SizeGuide option={sizes} onClose={() => setGuideOpen(false)} />}
      <div className="buy-stock" aria-live="polite">
        <AvailabilityBadge card={{ availability: offer.availability, inStock }} />
        {message || !variation ? (
          <p className="buy-message">{message ?? t('product.unavailable')}</p>
        ) : (
          inStock && <Stock offer={variation} />
        )}
      </div>
      <AddToCart key={offer.id} kind={page.kind} offer={offer} />
      {restock && restockable && <restock.RestockForm key={variation.id} variationId={variation.id} />}
      <ul className="buy-promises">
        <li>{t('promises.delivery')}</li>
        <li>{t('promises.returns')}</li>
      </ul>
    </>
  );
}

function Stock({ offer }: { offer: VariationInfo }) {
  const { t } = useTranslation();
  if (offer.availability === 'preorder') return <p className="buy-note">{t('product.preorderNote')}</p>;
  if (offer.availability === 'drop_ship') return <p className="buy-note">{t('product.dropShipNote')}</p>;
  return <p className="buy-in-stock">{t('product.inStock', { count: offer.stock })}</p>;
}

/** Spec §4 quantity stepper and add to cart; the line goes to the local cart (spec §3). */
function AddToCart({ kind, offer }: { kind: 'product' | 'kit'; offer: QuantityStock & { id: number } }) {
  const { t } = useTranslation();
  const [wanted, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  // The quantity the note speaks of; a cart changed elsewhere (the mini-cart, another tab) makes it stale.
  const [noted, setNoted] = useState<number | null>(null);
  useEffect(() => {
    if (noted === null) return;
    const check = async () => {
      const { browserCart, linesOf } = await import('../cart/browser-cart');
      const line = linesOf(browserCart().getState().cart, kind).find((l) => l.variationId === offer.id);
      if ((line?.quantity ?? 0) !== noted) {
        setNote('');
        setNoted(null);
      }
    };
    window.addEventListener(CART_CHANGED, check);
    return () => window.removeEventListener(CART_CHANGED, check);
  }, [noted, kind, offer.id]);
  const quantity = clampQuantity(wanted, offer.maxQuantity);
  const orderable = canAddToCart(offer);
  const { open } = usePanels();
  const add = async () => {
    const { addToBrowserCart } = await import('../cart/browser-cart');
    const { availability, maxQuantity } = offer;
    const line = addToBrowserCart({ kind, variationId: offer.id, quantity, availability, maxQuantity });
    setNote(line.added ? t('product.added', { count: line.quantity }) : t('product.maxInCart'));
    setNoted(line.quantity);
    // The desktop header shows what is in the cart now; on a phone the note above is the confirmation.
    if (line.added && window.matchMedia(DESKTOP).matches) open('cart');
  };
  return (
    <div className="buy-cart">
      <div className="stepper">
        <button
          type="button"
          aria-label={t('product.less')}
          disabled={!canDecrease(quantity)}
          onClick={() => setQuantity(quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={offer.maxQuantity}
          value={quantity}
          disabled={!orderable}
          aria-label={t('product.quantity')}
          onChange={(event) => event.target.value && setQuantity(Number(event.target.value))}
        />
        <button
          type="button"
          aria-label={t('product.more')}
          // A kit combination with a message cannot be ordered, whatever its availability says.
          disabled={!orderable || !canIncrease(offer, quantity)}
          onClick={() => setQuantity(quantity + 1)}
        >
          +
        </button>
      </div>
      <button type="button" className="button add-to-cart" disabled={!orderable} onClick={add}>
        {t('product.addToCart')}
      </button>
      <p className="buy-added" role="status">
        {note}
      </p>
    </div>
  );
}
