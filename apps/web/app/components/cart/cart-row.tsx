import type { CartLine } from '@kordon/contract';
import { canDelete } from '@kordon/contract/availability';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import type { CartRow as Row } from './priced-cart';
import { QuantityStepper } from './quantity-stepper';

export type RowActions = {
  setQuantity: (line: CartLine, quantity: number) => void;
  remove: (line: CartLine) => void;
};

/** Type and availability labels: preorder, drop ship, digital, set (spec-coverage 2.5.8). */
function LineLabels({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const labels: [string, string][] = [];
  if (line.availability === 'preorder') labels.push(['preorder', t('product.preorder')]);
  if (line.availability === 'drop_ship') labels.push(['dropship', t('product.dropShip')]);
  if (line.type === 'digital') labels.push(['digital', t('cart.digital')]);
  if (line.kind === 'kit') labels.push(['kit', t('cart.kit')]);
  if (labels.length === 0) return null;
  return (
    <p className="cart-labels">
      {labels.map(([kind, text]) => (
        <span key={kind} className={`cart-label cart-label-${kind}`}>
          {text}
        </span>
      ))}
    </p>
  );
}

/** spec-coverage 2.7, 2.5.8 cart item row. */
export function CartItemRow({ row: { line, quantity }, actions }: { row: Row; actions: RowActions }) {
  const { t } = useTranslation();
  const [atLimit, setAtLimit] = useState(false);
  const outOfStock = line.notice === 'out_of_stock' || line.maxQuantity === 0;
  const message = outOfStock
    ? t('cart.outOfStock')
    : atLimit || line.notice === 'quantity_clamped'
      ? t('product.maxInCart')
      : '';
  return (
    <li className="cart-row" data-variation-id={line.variationId} data-kind={line.kind}>
      <AppLink to={line.link} className="cart-row-image" tabIndex={-1} aria-hidden="true" prefetch={false}>
        {line.image ? <img src={line.image} alt="" width={72} height={72} loading="lazy" /> : <span />}
        {line.discount > 0 && <span className="cart-discount">−{line.discount}%</span>}
      </AppLink>
      <div className="cart-row-body">
        <div className="cart-row-head">
          <AppLink to={line.link} className="cart-row-name" prefetch={false}>
            {line.name}
          </AppLink>
          <button
            type="button"
            className="cart-remove"
            aria-label={t('cart.remove', { name: line.name })}
            disabled={!canDelete(quantity)}
            onClick={() => actions.remove(line)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 7h14M10 7V5h4v2m-7 0 1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
        {line.options.length > 0 && (
          <p className="cart-options">
            {line.options.map((option) => `${option.optionName}: ${option.valueName}`).join(' · ')}
          </p>
        )}
        <LineLabels line={line} />
        <p className="cart-unit">
          {t('cart.each', { price: line.priceItem })}
          {line.priceItemOld && (
            <s className="cart-old">
              <span className="visually-hidden">{t('product.oldPrice')} </span>
              {line.priceItemOld}
            </s>
          )}
        </p>
        <div className="cart-row-foot">
          <QuantityStepper
            line={line}
            quantity={quantity}
            onChange={(next) => {
              setAtLimit(false);
              actions.setQuantity(line, next);
            }}
            onLimit={() => setAtLimit(true)}
          />
          <p className="cart-row-total">
            <span className="price">{line.priceTotal}</span>
            {line.priceTotalOld && (
              <s className="cart-old">
                <span className="visually-hidden">{t('product.oldPrice')} </span>
                {line.priceTotalOld}
              </s>
            )}
          </p>
        </div>
        <p className={outOfStock ? 'cart-message cart-message-out' : 'cart-message'} role="status">
          {message}
        </p>
      </div>
    </li>
  );
}
