import type { CartAnswer } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { CartIcon } from '../common/icons';
import { browserCart, useCart } from './browser-cart';
import { CartItemRow, type RowActions } from './cart-row';
import './cart.css';

const storeActions: RowActions = {
  setQuantity: (line, quantity) => void browserCart().setQuantity(line.kind, line.variationId, quantity),
  remove: (line) => void browserCart().remove(line.kind, line.variationId),
};

/**
 * spec-coverage 2.7: the rows of the cart, for the mini-cart and the checkout page. They follow the
 * page's cart store; a quantity change is shown at once and priced by the server right after.
 */
export function CartRows({ actions = storeActions }: { actions?: RowActions }) {
  const { rows, pricing } = useCart();
  return (
    <ul className="cart-rows" aria-busy={pricing}>
      {rows.map((row) => (
        <CartItemRow key={`${row.line.kind}:${row.line.variationId}`} row={row} actions={actions} />
      ))}
    </ul>
  );
}

/** Subtotal, the coupon row when one applies (never a normal line, spec-coverage 3.2), total. */
export function CartTotals({ totals }: { totals: CartAnswer['totals'] }) {
  return (
    <dl className="cart-totals">
      {totals.map((total) => (
        <div key={total.type} className={`cart-total-row cart-total-${total.type}`}>
          <dt>{total.couponName ? `${total.title} (${total.couponName})` : total.title}</dt>
          <dd className="price">{total.amountString}</dd>
        </div>
      ))}
    </dl>
  );
}

/** spec-coverage 2.7 empty-cart view (DESIGN: empty states are designed too). */
export function CartEmpty({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="cart-empty">
      <span className="cart-empty-icon">
        <CartIcon size={36} />
      </span>
      <p className="cart-empty-title">{t('header.cartEmpty')}</p>
      <p className="muted">{failed ? t('cart.failed') : t('header.cartEmptyHint')}</p>
      <AppLink to="/" className="button button-secondary" prefetch={false}>
        {t('cart.browse')}
      </AppLink>
    </div>
  );
}
