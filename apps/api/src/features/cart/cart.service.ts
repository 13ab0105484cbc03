import {
  type CallInput,
  type CartAnswer,
  type CartLine,
  type CouponState,
  type cartCalls,
  fieldError,
  type LanguageCode,
} from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { type DbExecutor, inTransaction, isTransaction } from '../../db/executor.js';
import type { AuthSession } from '../../http/route.js';
import { coalesced, perDatabase } from '../../platform/coalesce.js';
import type { Currency } from '../currency/currency.service.js';
import { type Buyer, couponUsesOfBuyer, hasEarlierOrder } from '../orders/orders.service.js';
import {
  cartDigest,
  deleteCart,
  replaceCart,
  selectCartCountry,
  selectKitLines,
  selectVariationLines,
  touchUnchangedCarts,
  type VariationLineRow,
} from './cart.queries.js';
import { type PricedLine, priceLine, shareDiscount } from './cart-pricing.js';
import { kitSource, type LineSource, productSource } from './cart-sources.js';
import { couponDiscount, totalsOf } from './cart-totals.js';
import { type CouponRow, incrementCouponUse, selectCoupon } from './coupon.queries.js';

export type { PricedLine } from './cart-pricing.js';
export type CartInputParsed = CallInput<typeof cartCalls.price>['body'];
export type CartContext = { lang: LanguageCode; currency: Currency };

export type PricedCart = {
  answer: CartAnswer;
  /** Every answered line (products, kits, digital), out-of-stock ones included: check `orderable`. */
  lines: PricedLine[];
  /** Minor units of `currency`: the orderable lines' sum, and the coupon's part of it. */
  subtotal: number;
  discount: number;
  coupon: {
    id: number;
    code: string;
    kind: 'percent' | 'fixed' | 'free_shipping';
    firstOrderOnly: boolean;
    perCustomerLimit: number | null;
  } | null;
  currency: Currency;
};

type Asked = { variationId: number; quantity: number };

// Carts priced outside a transaction in the same turn share one read (platform/coalesce.ts).
const coalescedLines = perDatabase((db: Db) =>
  coalesced(async (ids: number[]) => new Map((await selectVariationLines(db, ids)).map((row) => [row.id, row]))),
);

// Unchanged carts re-priced in the same turn are touched by one statement. If it fails, each cart
// is rewritten in its own transaction, which is always correct, so one bad batch fails nobody.
const coalescedTouch = perDatabase((db: Db) =>
  coalesced(async (keys: string[]) => {
    const touched = await touchUnchangedCarts(db, keys).catch(() => new Set<string>());
    return new Map(keys.map((key) => [key, touched.has(key)]));
  }),
);

async function variationLines(executor: DbExecutor, ids: number[]): Promise<VariationLineRow[]> {
  if (isTransaction(executor)) return selectVariationLines(executor, ids);
  const lookup = coalescedLines(executor);
  return (await Promise.all(ids.map(lookup))).filter((row) => row !== undefined);
}

/** Repeated ids become one line with the quantities added, in the order first asked. */
function mergeRepeated(asked: readonly Asked[]): Asked[] {
  const merged = new Map<number, number>();
  for (const { variationId, quantity } of asked) merged.set(variationId, (merged.get(variationId) ?? 0) + quantity);
  return [...merged].map(([variationId, quantity]) => ({ variationId, quantity }));
}

type Dropped = CartAnswer['dropped'][number];

function priceLines<R extends { id: number; active: boolean }>(
  kind: 'product' | 'kit',
  asked: readonly Asked[],
  rows: readonly R[],
  sourceOf: (row: R) => LineSource,
  ctx: CartContext,
  dropped: Dropped[],
): PricedLine[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return asked.flatMap(({ variationId, quantity }) => {
    const row = byId.get(variationId);
    if (!row?.active) {
      dropped.push({ kind, variationId, reason: row ? 'disabled' : 'unknown' });
      return [];
    }
    return [priceLine(sourceOf(row), quantity, ctx.currency, ctx.lang)];
  });
}

const NO_BUYER: Buyer = { customerId: null, email: null };

/** Why a coupon does not apply, as the cart answers it: the code and its text. */
function couponError(code: NonNullable<CouponState['errorCode']>) {
  return { errorMessage: fieldError(code).message, errorCode: code };
}

/** A first-order coupon is refused to a buyer with an earlier order (docs/checkout.md). */
async function isRefusedFirstOrder(executor: DbExecutor, coupon: CouponRow | undefined, buyer: Buyer) {
  return Boolean(coupon?.usable && coupon.firstOrderOnly && (await hasEarlierOrder(executor, buyer)));
}

/** A buyer who used a coupon as often as its per-customer limit allows gets it no more (docs/admin.md, "Coupons"). */
export async function hasUsedUpCoupon(
  executor: DbExecutor,
  coupon: { id: number; perCustomerLimit: number | null },
  buyer: Buyer,
) {
  if (coupon.perCustomerLimit === null) return false;
  return (await couponUsesOfBuyer(executor, buyer, coupon.id)) >= coupon.perCustomerLimit;
}

/**
 * Prices what the browser chose with the server's prices (spec-coverage 7.3.1), in two queries. Writes
 * nothing, so the checkout can call it inside its order transaction.
 */
export async function priceCart(
  executor: DbExecutor,
  input: CartInputParsed,
  ctx: CartContext,
  buyer: Buyer = NO_BUYER,
): Promise<PricedCart> {
  const products = mergeRepeated(input.products);
  const kits = mergeRepeated(input.productKits);
  // Sequential: inside the order's transaction both would queue on its one connection anyway.
  const variationRows = products.length
    ? await variationLines(
        executor,
        products.map((p) => p.variationId),
      )
    : [];
  const kitRows = kits.length
    ? await selectKitLines(
        executor,
        kits.map((k) => k.variationId),
      )
    : [];
  const dropped: Dropped[] = [];
  const productLines = priceLines('product', products, variationRows, (r) => productSource(r, ctx.lang), ctx, dropped);
  const kitLines = priceLines('kit', kits, kitRows, (r) => kitSource(r, ctx.lang), ctx, dropped);
  const lines = [...productLines, ...kitLines];
  const subtotal = lines.reduce((sum, line) => sum + (line.orderable ? line.line.amounts.total : 0), 0);

  const code = input.coupon?.trim() || null;
  const row = code ? await selectCoupon(executor, code) : undefined;
  const notFirst = await isRefusedFirstOrder(executor, row, buyer);
  const usedUp = Boolean(row?.usable && !notFirst && (await hasUsedUpCoupon(executor, row, buyer)));
  const discount = row && !notFirst && !usedUp ? couponDiscount(row, subtotal, ctx.currency) : null;
  const coupon =
    row && discount !== null
      ? {
          id: row.id,
          code: row.code,
          kind: row.kind,
          firstOrderOnly: row.firstOrderOnly,
          perCustomerLimit: row.perCustomerLimit,
        }
      : null;
  if (coupon && discount) shareDiscount(lines, discount, ctx.currency, ctx.lang);

  const cartLines = (list: PricedLine[]): CartLine[] => list.map((line) => line.line);
  const answer: CartAnswer = {
    products: cartLines(productLines.filter((line) => !line.isDigital)),
    productKits: cartLines(kitLines),
    digitalProducts: cartLines(productLines.filter((line) => line.isDigital)),
    totals: totalsOf(subtotal, coupon ? { code: coupon.code, discount: discount ?? 0 } : null, ctx.currency, ctx.lang),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    currency: { code: ctx.currency.code, symbol: ctx.currency.symbol },
    countryCode: input.countryCode,
    coupon: !code
      ? null
      : coupon
        ? { code: coupon.code, status: 'applied', errorMessage: null, errorCode: null }
        : notFirst
          ? {
              code,
              status: 'invalid',
              ...couponError('coupon_first_order_only'),
            }
          : { code, status: 'invalid', ...couponError('coupon_invalid') },
    dropped,
  };
  return { answer, lines, subtotal, discount: coupon ? (discount ?? 0) : 0, coupon, currency: ctx.currency };
}

/**
 * PUT /cart: prices the cart and keeps it for the session, so it follows sign-in. Most calls re-price an
 * unchanged cart, which writes nothing (decision 0012); only a changed cart is rewritten.
 */
export async function priceAndKeepCart(db: Db, session: AuthSession, input: CartInputParsed, ctx: CartContext) {
  // A signed-in customer's first-order coupon is checked at once; a visitor's once checkout has the e-mail.
  const priced = await priceCart(db, input, ctx, { customerId: session.customerId, email: null });
  const cart = {
    sessionId: session.sessionId,
    customerId: session.customerId,
    countryCode: input.countryCode,
    couponCode: priced.coupon?.code ?? null,
  };
  const lines = priced.lines.map((line) => ({
    variationId: line.kind === 'product' ? line.variationId : null,
    kitVariationId: line.kind === 'kit' ? line.variationId : null,
    quantity: line.quantity,
  }));
  const digest = cartDigest(cart, lines);
  // Stored as it is and kept within the minute (as the session read found it): nothing to write.
  if (session.storedCart?.fresh && session.storedCart.digest === digest) return priced.answer;
  if (!(await coalescedTouch(db)(`${session.sessionId}|${digest}`))) {
    await inTransaction(db, (tx) => replaceCart(tx, cart, lines, digest));
  }
  return priced.answer;
}

/** The country of the session's last PUT /cart, for lookups that default to it (tariffs); null without one. */
export const cartCountryOf = (db: Db, session: AuthSession) => selectCartCountry(db, session.sessionId);

/** DELETE /cart: forgets the session's server-side cart. */
export const forgetCart = (db: Db, session: AuthSession) => deleteCart(db, session.sessionId);

/** Inside the order transaction: counts one use, refusing when the limit is reached (returns false). */
export const redeemCoupon = (tx: DbExecutor, couponId: number): Promise<boolean> => incrementCouponUse(tx, couponId);
