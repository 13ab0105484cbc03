import type { IncomingMessage } from 'node:http';
import { budgetKeyOf, chargingWork, type WorkBudget } from '../http/work-budget.js';
import type { PageRefusal } from './page-request.js';

/** Renders waiting for a turn past RENDERS_IN_FLIGHT_MAX; beyond this many a new one answers 503 (docs/security.md). */
export const RENDERS_WAITING_MAX = 64;

/**
 * Who may start a page render (docs/security.md): a client whose work budget is spent gets 429;
 * at most `inFlightMax` renders run at once and `RENDERS_WAITING_MAX` wait their turn, past that
 * 503. A request for a page already being rendered joins that render at no cost. Renders are
 * charged to their client's budget.
 */
export function createRenderGate(options: { budget: WorkBudget; inFlightMax: number }) {
  const rendering = new Set<string>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    if (running >= options.inFlightMax) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const done = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    refusal(key: string, request: IncomingMessage): PageRefusal | undefined {
      if (rendering.has(key)) return undefined;
      const wait = options.budget.waitFor(budgetKeyOf({ ip: clientIpOf(request) }));
      if (wait > 0) return { status: 429, message: 'Too Many Requests', headers: { 'retry-after': String(wait) } };
      if (running >= options.inFlightMax && waiting.length >= RENDERS_WAITING_MAX) {
        return { status: 503, message: 'Service Unavailable', headers: { 'retry-after': '1' } };
      }
      return undefined;
    },
    async render<T>(key: string, request: IncomingMessage, work: () => Promise<T>): Promise<T> {
      rendering.add(key);
      try {
        await turn();
        try {
          return await chargingWork(options.budget, budgetKeyOf({ ip: clientIpOf(request) }), work);
        } finally {
          done();
        }
      } finally {
        rendering.delete(key);
      }
    },
  };
}

/** The address Fastify resolved (TRUST_PROXY), kept on the raw request for the renderer's path. */
export const clientIpOf = (request: IncomingMessage) => (request as IncomingMessage & { clientIp?: string }).clientIp;

export function keepClientIp(request: IncomingMessage, ip: string) {
  (request as IncomingMessage & { clientIp?: string }).clientIp = ip;
}
