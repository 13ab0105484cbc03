import type { CheckoutInput, CheckoutValidation } from '@kordon/contract';

export type ValidateCall = (input: CheckoutInput, signal: AbortSignal) => Promise<CheckoutValidation>;

export type SchedulerDeps = {
  validate: ValidateCall;
  /** The order as it stands when the request leaves (not when the change was made). */
  read: () => CheckoutInput;
  onAnswer: (answer: CheckoutValidation) => void;
  /** Changes within this time are one request (typing). */
  delayMs?: number;
};

export type ValidationScheduler = ReturnType<typeof createValidationScheduler>;

/**
 * spec-coverage 4.8a: debounced server validation after a change; only the latest request's answer is
 * applied, so a late older one never replaces it. Failures keep the last answer (8.7).
 */
export function createValidationScheduler({ validate, read, onAnswer, delayMs = 400 }: SchedulerDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let latest = 0;

  async function run(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const request = ++latest;
    try {
      const answer = await validate(read(), controller.signal);
      if (request === latest && !controller.signal.aborted) onAnswer(answer);
    } catch {
      // Aborted, or failed: the page keeps the last answer and the next change asks again.
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  return {
    /** Validates after `delayMs` without a further change. */
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    /** Validates at once (a coupon applied, a quantity changed); resolves when it is answered. */
    now: run,
    /** Nothing pending is sent and the answer in flight is dropped (the order is being placed). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      latest++;
      inFlight?.abort();
      inFlight = null;
    },
    /** Whether a validation is waiting to be sent or answered. */
    pending: () => timer !== undefined || inFlight !== null,
  };
}
