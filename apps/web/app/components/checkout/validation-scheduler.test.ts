import type { CheckoutInput, CheckoutValidation } from '@kordon/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationAnswer } from './checkout.testing';
import { createValidationScheduler } from './validation-scheduler';

type Pending = {
  input: CheckoutInput;
  signal: AbortSignal;
  resolve: (a: CheckoutValidation) => void;
  reject: (e: unknown) => void;
};

/** A scheduler whose server answers only when the test says so. */
function harness() {
  const requests: Pending[] = [];
  let comment = 'first';
  const onAnswer = vi.fn();
  const scheduler = createValidationScheduler({
    validate: (input, signal) =>
      new Promise((resolve, reject) => {
        requests.push({ input, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    read: () => ({ order: { comment } }),
    onAnswer,
    delayMs: 400,
  });
  return { scheduler, requests, onAnswer, type: (text: string) => (comment = text) };
}

const answerWith = (comment: string) => validationAnswer({ comment });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout validation scheduler (spec §4)', () => {
  it('sends changes made within 400 ms as one request, with the order as it stands then', async () => {
    const { scheduler, requests, type } = harness();
    scheduler.schedule();
    type('second');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.schedule();
    type('third');
    await vi.advanceTimersByTimeAsync(399);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((r) => r.input.order.comment)).toEqual(['third']);
  });

  it('aborts the older request when a newer one leaves, and applies only the newer answer', async () => {
    const { scheduler, requests, onAnswer, type } = harness();
    const first = scheduler.now();
    type('second');
    const second = scheduler.now();
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[1]?.resolve(answerWith('second'));
    requests[0]?.resolve(answerWith('first'));
    await Promise.all([first, second]);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls[0]?.[0].order.comment).toBe('second');
  });

  it('drops an older answer that arrives after a newer one, even if not aborted in time', async () => {
    let resolveOld: (a: CheckoutValidation) => void = () => {};
    const onAnswer = vi.fn();
    let calls = 0;
    const scheduler = createValidationScheduler({
      // A server that ignores the abort: the old answer still arrives, last.
      validate: () => (++calls === 1 ? new Promise((r) => (resolveOld = r)) : Promise.resolve(answerWith('new'))),
      read: () => ({ order: {} }),
      onAnswer,
    });
    const old = scheduler.now();
    await scheduler.now();
    resolveOld(answerWith('old'));
    await old;
    expect(onAnswer.mock.calls.map((call) => call[0].order.comment)).toEqual(['new']);
  });

  it('swallows a failed validation: no answer is applied and the next change asks again', async () => {
    const { scheduler, requests, onAnswer } = harness();
    const failed = scheduler.now();
    requests[0]?.reject(new Error('offline'));
    await failed;
    expect(onAnswer).not.toHaveBeenCalled();
    const next = scheduler.now();
    requests[1]?.resolve(answerWith('again'));
    await next;
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('cancels what is pending and in flight when the order is being placed', async () => {
    const { scheduler, requests, onAnswer } = harness();
    const inFlight = scheduler.now();
    scheduler.schedule();
    expect(scheduler.pending()).toBe(true);
    scheduler.cancel();
    expect(requests[0]?.signal.aborted).toBe(true);
    await inFlight;
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(scheduler.pending()).toBe(false);
  });
});
