import { describe, expect, it } from 'vitest';
import { changeQuantity } from './quantity-chain';

describe('checkout quantity change (spec §4)', () => {
  it('waits for the cart, then reloads shipping, resets coupon and pickup points, and validates again', async () => {
    const steps: string[] = [];
    let cartAnswered: () => void = () => {};
    const done = changeQuantity(
      {
        setQuantity: (kind, id, quantity) => {
          steps.push(`cart ${kind} ${id} → ${quantity}`);
          return new Promise((resolve) => (cartAnswered = resolve));
        },
        reloadShipping: async () => void steps.push('shipping methods'),
        resetCouponAndPickupPoints: () => void steps.push('coupon and pickup points'),
        revalidate: async () => void steps.push('validate'),
      },
      { kind: 'product', variationId: 7 },
      3,
    );
    await Promise.resolve();
    expect(steps).toEqual(['cart product 7 → 3']);
    cartAnswered();
    await done;
    expect(steps).toEqual(['cart product 7 → 3', 'shipping methods', 'coupon and pickup points', 'validate']);
  });
});
