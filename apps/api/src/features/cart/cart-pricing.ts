import {
  type Availability,
  CART_QUANTITY_MAX,
  type CartLine,
  type LanguageCode,
  maxQuantityOf,
} from '@kordon/contract';
import { allocate, convert } from '../../platform/money.js';
import { formatMoney } from '../../platform/money-format.js';
import type { Currency } from '../currency/currency.service.js';
import { discountPercent } from '../currency/money.service.js';
import type { LineSource } from './cart-sources.js';

/** A cart line priced in one currency, with what the checkout needs to write an order line. */
export type PricedLine = {
  kind: 'product' | 'kit';
  /** The variation's id, or the kit variation's. */
  variationId: number;
  /** The product's id, or for a kit the kit's id (a `kits` row, not a `products` row). */
  productId: number;
  quantity: number;
  /** Unit price in USD cents, as stored. */
  unitBase: number;
  /** Unit price in minor units of the currency: `unitBase` converted once. */
  unit: number;
  isDigital: boolean;
  availability: Availability;
  weightGrams: number;
  name: string;
  sku: string;
  /** Counts in the totals: false for a line that cannot be ordered now (notice out_of_stock). */
  orderable: boolean;
  /** This line's share of the coupon discount, minor units ≥ 0. */
  discount: number;
  /** What to decrement: for a product its own variation, for a kit each item variation × quantity. */
  stockItems: { variationId: number; quantity: number }[];
  line: CartLine;
};

/**
 * Holds the quantity to what the line may hold (spec-coverage 4.6b, 9.3) and prices it from one converted
 * unit price; a line that cannot be ordered keeps its quantity, so the shopper sees their choice.
 */
export function priceLine(source: LineSource, asked: number, currency: Currency, lang: LanguageCode): PricedLine {
  const maxQuantity = maxQuantityOf(source.state);
  const orderable = maxQuantity > 0;
  const quantity = Math.min(asked, orderable ? maxQuantity : CART_QUANTITY_MAX);
  const notice = !orderable ? 'out_of_stock' : quantity < asked ? 'quantity_clamped' : null;
  const unit = convert(source.priceBase, currency);
  const hasOld = source.oldPriceBase !== null && source.oldPriceBase > source.priceBase;
  const unitOld = hasOld ? convert(source.oldPriceBase as number, currency) : null;
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, currency, lang));
  const { state } = source;
  return {
    kind: source.kind,
    variationId: source.variationId,
    productId: source.productId,
    quantity,
    unitBase: source.priceBase,
    unit,
    isDigital: source.isDigital,
    availability: state.availability,
    weightGrams: source.weightGrams,
    name: source.name,
    sku: source.sku,
    orderable,
    discount: 0,
    stockItems: source.unitItems.map((item) => ({ variationId: item.variationId, quantity: item.quantity * quantity })),
    line: {
      variationId: source.variationId,
      productId: source.productId,
      kind: source.kind,
      type: source.type,
      name: source.name,
      link: source.link,
      image: source.image,
      brand: source.brand,
      options: source.options,
      availability: state.availability,
      quantity,
      maxQuantity,
      // Drop-ship has no stock of its own to report: its only limit is the line's 99.
      stock: state.availability === 'drop_ship' ? CART_QUANTITY_MAX : Math.max(0, state.stock),
      discount: hasOld ? discountPercent(source.priceBase, source.oldPriceBase) : 0,
      priceItem: formatMoney(unit, currency, lang),
      priceItemOld: money(unitOld),
      newPriceItem: null,
      priceTotal: formatMoney(unit * quantity, currency, lang),
      priceTotalOld: money(unitOld === null ? null : unitOld * quantity),
      amounts: {
        unit,
        unitOld,
        unitNew: null,
        total: unit * quantity,
        totalOld: unitOld === null ? null : unitOld * quantity,
        totalNew: null,
      },
      notice,
      weightGrams: source.weightGrams,
    },
  };
}

/** Spreads a coupon discount over the orderable lines by their totals; the shares add up exactly (`allocate`). */
export function shareDiscount(lines: PricedLine[], discount: number, currency: Currency, lang: LanguageCode) {
  const orderable = lines.filter((line) => line.orderable);
  if (discount <= 0 || orderable.length === 0) return;
  const shares = allocate(
    discount,
    orderable.map((line) => line.line.amounts.total),
  );
  orderable.forEach((line, index) => {
    const share = shares[index] ?? 0;
    const totalNew = line.line.amounts.total - share;
    const unitNew = Math.round(totalNew / line.quantity);
    line.discount = share;
    line.line.amounts.totalNew = totalNew;
    line.line.amounts.unitNew = unitNew;
    line.line.newPriceItem = formatMoney(unitNew, currency, lang);
  });
}
