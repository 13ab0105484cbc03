import { describe, expect, it } from 'vitest';
import { typedQuantity } from './cart-line-rules';

const preorder = (stock: number) => ({ availability: 'preorder', stock }) as const;
const dropShip = (stock: number) => ({ availability: 'drop_ship', stock }) as const;
const normal = (stock: number) => ({ availability: 'normal', stock }) as const;

describe('quantity field of a cart row (spec §5: 1–99)', () => {
  it('takes whole numbers within the limit as typed', () => {
    expect(typedQuantity('1', normal(5))).toEqual({ quantity: 1, clamped: false });
    expect(typedQuantity(' 5 ', normal(5))).toEqual({ quantity: 5, clamped: false });
    expect(typedQuantity('98', dropShip(0))).toEqual({ quantity: 98, clamped: false });
    expect(typedQuantity('99', dropShip(0))).toEqual({ quantity: 99, clamped: false });
  });

  it('raises 0 to 1, and cuts a larger number to the limit, saying so', () => {
    expect(typedQuantity('0', normal(5))).toEqual({ quantity: 1, clamped: false });
    expect(typedQuantity('6', normal(5))).toEqual({ quantity: 5, clamped: true });
    expect(typedQuantity('4', preorder(3))).toEqual({ quantity: 3, clamped: true });
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
