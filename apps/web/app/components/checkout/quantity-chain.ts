import type { ProductKind } from '@kordon/contract';

export type QuantityChainDeps = {
  /** Writes the line's new quantity (0 removes it) and prices the cart (PUT /cart): the cart and its stock re-checked. */
  setQuantity: (kind: ProductKind, variationId: number, quantity: number) => Promise<void>;
  /** GET /checkout/shippingMethods again: the parcel weighs something else now. */
  reloadShipping: () => Promise<void>;
  /** Drops the applied coupon and the chosen pickup point, and the list of points. */
  resetCouponAndPickupPoints: () => void;
  /** POST /checkout/validate at once. */
  revalidate: () => Promise<void>;
};

/**
 * spec-coverage 4.7: a quantity change waits for the cart's answer, then reloads the shipping methods,
 * resets the coupon, clears the pickup points and validates again.
 */
export async function changeQuantity(
  deps: QuantityChainDeps,
  line: { kind: ProductKind; variationId: number },
  quantity: number,
): Promise<void> {
  await deps.setQuantity(line.kind, line.variationId, quantity);
  const shipping = deps.reloadShipping();
  deps.resetCouponAndPickupPoints();
  await Promise.all([shipping, deps.revalidate()]);
}
