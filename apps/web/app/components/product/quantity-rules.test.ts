import { describe, expect, it } from 'vitest';
import { canAddToCart, clampQuantity } from './quantity-rules';

describe('the quantity input and add to cart', () => {
  it('accepts 1–99, clamped to what the variation allows', () => {
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-5, 10)).toBe(1);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(3.7, 10)).toBe(3);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(150, 99)).toBe(99);
    expect(clampQuantity(5, 0)).toBe(1);
  });

  it('add to cart is disabled when nothing can be ordered', () => {
    expect(canAddToCart({ maxQuantity: 0 })).toBe(false);
    expect(canAddToCart({ maxQuantity: 1 })).toBe(true);
  });
});
