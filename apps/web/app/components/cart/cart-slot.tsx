import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { useTranslation } from '../../lib/translation';
import { useShell } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { CartIcon } from '../common/icons';
import { lazyPanel } from '../panels/lazy-panel';
import { PanelTrigger } from '../panels/panel';
import { cartCount, useCartSummary } from './cart-summary';
import './cart-slot.css';

// The panel, the store and the API calls load on the button's first use, or once the page is up
// when the cart has lines (to price it); the header itself only reads storage.
const loadMiniCart = () => import('./mini-cart');
const cartPanel = lazyPanel('cart', async () => (await loadMiniCart()).MiniCartPanel);

const useSummary = () => useCartSummary(useShell().context.currency.code);
const onCheckout = (pathname: string) => splitLocale(pathname).path.startsWith('/checkout');

/** Desktop mini-cart button with the count and total; it does not open on checkout (spec-coverage 2.5.3, 2.5.10). */
export function MiniCartTrigger() {
  const { t } = useTranslation();
  const { count, total } = useSummary();
  return (
    <PanelTrigger
      name="cart"
      label={total ? t('header.cartTotal', { count, total }) : t('header.cartCount', { count })}
      className="header-button cart-button"
      disabled={onCheckout(useLocation().pathname)}
      onIntent={cartPanel.preload}
    >
      <CartIcon />
      {/* Before the count in the text, as in the label (axe: label-content-name-mismatch), after it on screen. */}
      {total && <span className="price cart-total">{total} </span>}
      <span className="cart-count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </PanelTrigger>
  );
}

/** Mobile cart icon: a link to checkout with the count (spec-coverage 2.5.4). */
export function MobileCartLink() {
  const { t } = useTranslation();
  const { count } = useSummary();
  return (
    <AppLink
      to="/checkout"
      className="header-button cart-button"
      aria-label={t('header.cartCount', { count })}
      prefetch={false}
    >
      <CartIcon />
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </AppLink>
  );
}

export function MiniCartPanel() {
  const { t } = useTranslation();
  // A stored cart is priced once the page is up (stock and prices may have changed since).
  useEffect(() => void (cartCount() && loadMiniCart().then((module) => module.browserCart().ensurePriced())), []);
  return <cartPanel.LazyPanel label={t('header.cart')} />;
}
