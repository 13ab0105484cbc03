import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { CartIcon } from '../common/icons';
import { Panel, PanelTrigger } from '../panels/panel';

/**
 * Slot of the cart issue: the count and total come from the local cart (spec-coverage 3.1) once it exists.
 * Until then the cart is empty. Listen to `onSettingsChange` (lib/settings-events) to re-check
 * the cart after a language or currency switch.
 */
export function useCartSummary(): { count: number; total: string | null } {
  return { count: 0, total: null };
}

const onCheckout = (pathname: string) => splitLocale(pathname).path.startsWith('/checkout');

/** Desktop mini-cart button; the panel does not open on the checkout pages (spec-coverage 2.5.10). */
export function MiniCartTrigger() {
  const { t } = useTranslation();
  const { count } = useCartSummary();
  const disabled = onCheckout(useLocation().pathname);
  return (
    <PanelTrigger
      name="cart"
      label={t('header.cartCount', { count })}
      className="header-button cart-button"
      disabled={disabled}
    >
      <CartIcon />
      <span className="cart-count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </PanelTrigger>
  );
}

/** Mobile cart icon: a link to checkout (spec-coverage 2.5.4). */
export function MobileCartLink() {
  const { t } = useTranslation();
  const { count } = useCartSummary();
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
  const { count } = useCartSummary();
  return (
    <Panel name="cart" label={t('header.cart')}>
      <div className="mini-cart">
        {count === 0 && (
          <div className="empty-state">
            <CartIcon size={40} />
            <p className="empty-state-title">{t('header.cartEmpty')}</p>
            <p className="muted">{t('header.cartEmptyHint')}</p>
          </div>
        )}
        <button type="button" className="button button-block" disabled={count === 0}>
          {t('header.checkout')}
        </button>
      </div>
    </Panel>
  );
}
