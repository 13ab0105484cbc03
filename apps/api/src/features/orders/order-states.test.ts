import { orderState } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { canMove, forwardOf, nextStates } from './order-states.js';

describe('order state table', () => {
  it('moves forward one step at a time, from payment to delivery', () => {
    expect(forwardOf('pending_payment')).toBe('created');
    expect(forwardOf('created')).toBe('assembly');
    expect(forwardOf('assembly')).toBe('assembled');
    expect(forwardOf('assembled')).toBe('shipped');
    expect(forwardOf('shipped')).toBe('delivered');
    expect(forwardOf('delivered')).toBeNull();
  });

  it('never skips a step, goes back or leaves a final state', () => {
    expect(canMove('created', 'shipped')).toBe(false);
    expect(canMove('assembled', 'assembly')).toBe(false);
    expect(canMove('cancelled', 'created')).toBe(false);
    expect(canMove('shipped', 'cancelled')).toBe(false);
  });

  it('covers every state of the contract', () => {
    expect(Object.keys(nextStates).sort()).toEqual([...orderState.options].sort());
  });
});
