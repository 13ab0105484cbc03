import { describe, expect, it } from 'vitest';
import { canDecrease, canDelete, canIncrease, quantityLimit, typedQuantity } from './cart-line-rules';

const preorder = (stock: number) => ({ availability: 'preorder', stock }) as const;
const dropShip = (stock: number) => ({ availability: 'drop_ship', stock }) as const;
const normal = (stock: number) => ({ availability: 'normal', stock }) as const;

describe('plus button of a cart row (spec §4)', () => {
  it('preorder: disabled when the stock is 0 or at most the quantity, enabled below the stock', () => {
    expect(canIncrease(preorder(0), 1)).toBe(false);
    expect(canIncrease(preorder(3), 3)).toBe(false);
    expect(canIncrease(preorder(3), 4)).toBe(false);
    expect(canIncrease(preorder(3), 2)).toBe(true);
    expect(canIncrease(preorder(99), 98)).toBe(true);
    expect(canIncrease(preorder(200), 99)).toBe(false);
  });

  it('drop_ship: enabled while the quantity is below 99, whatever the stock', () => {
    expect(canIncrease(dropShip(0), 1)).toBe(true);
    expect(canIncrease(dropShip(0), 98)).toBe(true);
    expect(canIncrease(dropShip(0), 99)).toBe(false);
    expect(canIncrease(dropShip(500), 99)).toBe(false);
  });

  it('normal stock: enabled only while the stock exceeds the quantity', () => {
    expect(canIncrease(normal(0), 1)).toBe(false);
    expect(canIncrease(normal(1), 1)).toBe(false);
    expect(canIncrease(normal(2), 1)).toBe(true);
    expect(canIncrease(normal(99), 98)).toBe(true);
    expect(canIncrease(normal(99), 99)).toBe(false);
    expect(canIncrease(normal(150), 99)).toBe(false);
  });
});

describe('minus and delete buttons of a cart row (spec §4)', () => {
  it('minus is enabled above 1 only', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(99)).toBe(true);
  });

  it('delete is enabled at 1 or more', () => {
    expect(canDelete(0)).toBe(false);
    expect(canDelete(1)).toBe(true);
    expect(canDelete(99)).toBe(true);
  });
});

describe('quantity field of a cart row (spec §5: 1–99)', () => {
  it('reaches the stock, or 99 for drop_ship and for a larger stock', () => {
    expect(quantityLimit(normal(5))).toBe(5);
    expect(quantityLimit(preorder(0))).toBe(0);
    expect(quantityLimit(normal(150))).toBe(99);
    expect(quantityLimit(dropShip(0))).toBe(99);
  });

  it('takes whole numbers within the limit as typed', () => {
    expect(typedQuantity('1', normal(5))).toEqual({ quantity: 1, clamped: false });
    expect(typedQuantity(' 5 ', normal(5))).toEqual({ quantity: 5, clamped: false });
    expect(typedQuantity('98', dropShip(0))).toEqual({ quantity: 98, clamped: false });
    expect(typedQuantity('99', dropShip(0))).toEqual({ quantity: 99, clamped: false });
  });

  it('raises 0 to 1, and cuts a larger number to the limit, saying so', () => {
    expect(typedQuantity('0', normal(5))).toEqual({ quantity: 1, clamped: false });
    expect(typedQuantity('6', normal(5))).toEqual({ quantity: 5, clamped: true });
    expect(typedQuantity('100', dropShip(0))).toEqual({ quantity: 99, clamped: true });
    expect(typedQuantity('500', normal(1000))).toEqual({ quantity: 99, clamped: true });
  });

  it('refuses what is no whole number', () => {
    expect(typedQuantity('', normal(5))).toBeNull();
    expect(typedQuantity('2.5', normal(5))).toBeNull();
    expect(typedQuantity('-3', normal(5))).toBeNull();
    expect(typedQuantity('abc', normal(5))).toBeNull();
  });
});
