import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY_MAX,
  canDecrease,
  canDelete,
  canIncrease,
  maxQuantityOf,
  type StockState,
} from './availability.js';

const preorder = (stock: number): StockState => ({ availability: 'preorder', stock });
const dropShip = (stock: number): StockState => ({ availability: 'drop_ship', stock });
const normal = (stock: number): StockState => ({ availability: 'normal', stock });

describe('how many units one cart line may hold (spec-coverage 4.6b, 9.3)', () => {
  it.each([
    ['normal stock: what is left', normal(5), 5],
    ['normal stock: out of stock', normal(0), 0],
    ['normal stock: a negative count is none', normal(-3), 0],
    ['normal stock: never past the 99 of a line', normal(150), CART_QUANTITY_MAX],
    ['preorder: its own stock', preorder(3), 3],
    ['preorder: none left', preorder(0), 0],
    ['preorder: never past 99', preorder(200), CART_QUANTITY_MAX],
    ['drop-ship: no stock of its own, unlimited up to 99', dropShip(0), CART_QUANTITY_MAX],
    ['drop-ship: whatever stock it reports', dropShip(500), CART_QUANTITY_MAX],
  ])('%s', (_case, state, expected) => {
    expect(maxQuantityOf(state)).toBe(expected);
  });
});

describe('the plus button (spec §4)', () => {
  it.each([
    ['preorder: disabled when the stock is 0', preorder(0), 1, false],
    ['preorder: disabled at the stock', preorder(3), 3, false],
    ['preorder: disabled past the stock', preorder(3), 4, false],
    ['preorder: enabled below the stock', preorder(3), 2, true],
    ['preorder: enabled below 99', preorder(99), 98, true],
    ['preorder: disabled at 99 whatever the stock', preorder(200), 99, false],
    ['drop-ship: enabled with no stock', dropShip(0), 1, true],
    ['drop-ship: enabled at 98', dropShip(0), 98, true],
    ['drop-ship: disabled at 99', dropShip(0), 99, false],
    ['drop-ship: disabled at 99 whatever the stock', dropShip(500), 99, false],
    ['normal stock: disabled when out of stock', normal(0), 1, false],
    ['normal stock: disabled at the stock', normal(1), 1, false],
    ['normal stock: enabled while the stock exceeds the quantity', normal(2), 1, true],
    ['normal stock: enabled at 98 of 99', normal(99), 98, true],
    ['normal stock: disabled at 99', normal(99), 99, false],
    ['normal stock: disabled at 99 with more in stock', normal(150), 99, false],
  ])('%s', (_case, state, quantity, expected) => {
    expect(canIncrease(state, quantity)).toBe(expected);
  });
});

describe('the minus and delete buttons (spec §4)', () => {
  it.each([
    [0, false, false],
    [1, false, true],
    [2, true, true],
    [CART_QUANTITY_MAX, true, true],
  ])('at %i: minus %s, delete %s', (quantity, minus, remove) => {
    expect(canDecrease(quantity)).toBe(minus);
    expect(canDelete(quantity)).toBe(remove);
  });
});
