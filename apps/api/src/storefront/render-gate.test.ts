import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createWorkBudget } from '../http/work-budget.js';
import { createRenderGate, keepClientIp, RENDERS_WAITING_MAX } from './render-gate.js';

const from = (ip: string) => {
  const request = {} as IncomingMessage;
  keepClientIp(request, ip);
  return request;
};

describe('the render gate', () => {
  it('lets renders wait their turn past the in-flight bound, and refuses with 503 only past the queue', async () => {
    const gate = createRenderGate({ budget: createWorkBudget({ msPerSecond: 0, burstMs: 1 }), inFlightMax: 1 });
    const order: string[] = [];
    let release: () => void = () => {};
    const first = gate.render('a', from('10.0.0.1'), () => new Promise<void>((resolve) => (release = resolve)));
    const queued = Array.from({ length: RENDERS_WAITING_MAX }, (_, i) =>
      gate.render(`q${i}`, from('10.0.0.1'), async () => void order.push(`q${i}`)),
    );
    await new Promise((resolve) => setTimeout(resolve));
    expect(gate.refusal('new', from('10.0.0.2'))).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    // A request for a page being rendered joins it.
    expect(gate.refusal('a', from('10.0.0.2'))).toBeUndefined();
    release();
    await Promise.all([first, ...queued]);
    expect(order).toHaveLength(RENDERS_WAITING_MAX);
    expect(gate.refusal('new', from('10.0.0.2'))).toBeUndefined();
  });

  it('refuses a new render with 429 once its client spent its budget, and charges what a render took', async () => {
    let now = 0;
    const budget = createWorkBudget({ msPerSecond: 100, burstMs: 50 }, () => now);
    const gate = createRenderGate({ budget, inFlightMax: 4 });
    await gate.render('slow', from('10.0.0.3'), () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(gate.refusal('next', from('10.0.0.3'))).toMatchObject({ status: 429 });
    expect(gate.refusal('next', from('10.0.0.4'))).toBeUndefined();
    now += 1_000;
    expect(gate.refusal('next', from('10.0.0.3'))).toBeUndefined();
  });
});
