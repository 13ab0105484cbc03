import { useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { CloseIcon } from '../common/more-icons';
import { Panel } from '../panels/panel';
import { usePanels } from '../panels/panels';
import { browserCart, useCart } from './browser-cart';
import { CartEmpty, CartRows, CartTotals } from './cart-rows';

export { browserCart };

/** The mini-cart panel, loaded with its contents on the header button's first use (cart-slot.tsx). */
export function MiniCartPanel() {
  const { t } = useTranslation();
  const open = usePanels().openPanel === 'cart';
  return (
    <Panel name="cart" label={t('header.cart')}>
      {open && <MiniCart />}
    </Panel>
  );
}

/**
 * spec-coverage 2.5.8, 2.5.9: the mini-cart panel's contents, loaded on first open: the rows, the
 * totals and Checkout, which is a disabled button while the cart is empty.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const { close } = usePanels();
  const { cart, rows, count, answer, failed } = useCart();
  useEffect(() => void browserCart().ensurePriced(), []);
  // A line just added shows once the server has priced it.
  const waiting = rows.length < cart.products.length + cart.productKits.length;
  return (
    <div className="mini-cart">
      <div className="panel-head">
        <p className="panel-title">
          {t('header.cart')}
          {count > 0 && <span className="mini-cart-count"> ({count})</span>}
        </p>
        <button type="button" className="icon-button" onClick={close} aria-label={t('a11y.close')}>
          <CloseIcon />
        </button>
      </div>
      {count === 0 && <CartEmpty failed={failed} />}
      {waiting && (
        <p className="cart-loading muted" aria-busy="true">
          {t('cart.loading')}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <CartRows />
          {answer && <CartTotals totals={answer.totals} />}
        </>
      )}
      {count > 0 ? (
        <AppLink to="/checkout" className="button button-block" prefetch={false}>
          {t('header.checkout')}
        </AppLink>
      ) : (
        <button type="button" className="button button-block" disabled>
          {t('header.checkout')}
        </button>
      )}
    </div>
  );
}
