import { describe, expect, it } from 'vitest';
import { canAddToCart, canDecrease, canIncrease, clampQuantity } from './quantity-rules';

describe('plus button (spec §4)', () => {
  it('preorder: disabled when the stock is 0 or at most the quantity', () => {
    expect(canIncrease({ availability: 'preorder', stock: 0, maxQuantity: 0 }, 1)).toBe(false);
    expect(canIncrease({ availability: 'preorder', stock: 3, maxQuantity: 3 }, 3)).toBe(false);
    expect(canIncrease({ availability: 'preorder', stock: 3, maxQuantity: 3 }, 4)).toBe(false);
    expect(canIncrease({ availability: 'preorder', stock: 3, maxQuantity: 3 }, 2)).toBe(true);
  });

  it('drop-ship: enabled while the quantity is below 99, whatever the stock', () => {
    expect(canIncrease({ availability: 'drop_ship', stock: 0, maxQuantity: 99 }, 1)).toBe(true);
    expect(canIncrease({ availability: 'drop_ship', stock: 0, maxQuantity: 99 }, 98)).toBe(true);
    expect(canIncrease({ availability: 'drop_ship', stock: 500, maxQuantity: 99 }, 99)).toBe(false);
  });

  it('normal stock: enabled only while the stock exceeds the quantity', () => {
    expect(canIncrease({ availability: 'normal', stock: 2, maxQuantity: 2 }, 1)).toBe(true);
    expect(canIncrease({ availability: 'normal', stock: 2, maxQuantity: 2 }, 2)).toBe(false);
    expect(canIncrease({ availability: 'normal', stock: 0, maxQuantity: 0 }, 1)).toBe(false);
  });

  it('never past the 99 of one cart line, even with more in stock', () => {
    expect(canIncrease({ availability: 'normal', stock: 150, maxQuantity: 99 }, 98)).toBe(true);
    expect(canIncrease({ availability: 'normal', stock: 150, maxQuantity: 99 }, 99)).toBe(false);
    expect(canIncrease({ availability: 'preorder', stock: 150, maxQuantity: 99 }, 99)).toBe(false);
  });
});

describe('minus button and the quantity input', () => {
  it('minus is enabled above 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });

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
