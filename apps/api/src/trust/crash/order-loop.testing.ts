import { API } from '../../features/auth/auth.testing.js';
import { newKey, orderBody } from '../../features/checkout/checkout.testing.js';

/** What the shoppers saw: every key answered, and what it took. */
export type Tally = {
  /** Idempotency key → the order the shop acknowledged (2xx) for it. */
  acknowledged: Map<string, { id: string; number: string }>;
  /** Keys answered 4xx: an order refused, which none of these should be. */
  refused: { key: string; status: number; body: string }[];
  attempts: number;
  /** Attempts sent again with the same key: after no answer at all, or a 5xx. */
  retries: number;
  networkErrors: number;
  /** 5xx answers by status. */
  serverErrors: Map<number, number>;
};

export const newTally = (): Tally => ({
  acknowledged: new Map(),
  refused: [],
  attempts: 0,
  retries: 0,
  networkErrors: 0,
  serverErrors: new Map(),
});

export type OrderLines = { variationId: number; quantity: number }[];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** One key is given up on (and the run fails) only if the shop stays away this long. */
const GIVE_UP_MS = 120_000;

/** An anonymous session of the demo store; retried like an order, the shop may be down. */
export async function openSession(url: string): Promise<string> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    try {
      const context = await fetch(`${url}${API}/context`, { signal: AbortSignal.timeout(10_000) });
      const { storeId } = ((await context.json()) as { data: { storeId: number } }).data;
      const response = await fetch(`${url}${API}/auth/anonymous`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ platform: 'web', device_id: `crash-${newKey()}`, store_id: storeId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return ((await response.json()) as { data: { token: string } }).data.token;
    } catch {
      // the shop is restarting
    }
    await sleep(200);
  }
  throw new Error(`no anonymous session from ${url} within ${GIVE_UP_MS / 1000} s`);
}

/**
 * Places one order, sending the SAME key and body again after a network error or a 5xx until
 * the shop answers: what a careful client does, and what idempotency keys are for.
 */
async function placeUntilAnswered(url: string, token: string, lines: OrderLines, tally: Tally, loop: Loop) {
  const key = newKey();
  const body = JSON.stringify({ ...orderBody({ products: lines }), idempotencyKey: key });
  const deadline = Date.now() + GIVE_UP_MS;
  for (let attempt = 0; Date.now() < deadline && !loop.abandoned(); attempt++) {
    if (attempt > 0) {
      tally.retries++;
      await sleep(Math.min(1_000, 50 * attempt));
    }
    tally.attempts++;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${url}${API}/checkout/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      text = await response.text();
    } catch {
      tally.networkErrors++;
      continue;
    }
    if (response.status >= 500) {
      tally.serverErrors.set(response.status, (tally.serverErrors.get(response.status) ?? 0) + 1);
      continue;
    }
    if (response.ok) {
      const { id, number } = (JSON.parse(text) as { data: { id: string; number: string } }).data;
      tally.acknowledged.set(key, { id, number });
    } else tally.refused.push({ key, status: response.status, body: text });
    return;
  }
  if (loop.abandoned()) return;
  throw new Error(`the shop at ${url} gave no answer for key ${key} within ${GIVE_UP_MS / 1000} s`);
}

/** `done`: place no further order; `abandoned`: the run failed, stop retrying too. */
export type Loop = { done: () => boolean; abandoned: () => boolean };

/** One shopper placing orders one after another until `done()`. */
export async function placeOrders(url: string, token: string, lines: OrderLines, tally: Tally, loop: Loop) {
  while (!loop.done() && !loop.abandoned()) await placeUntilAnswered(url, token, lines, tally, loop);
}
