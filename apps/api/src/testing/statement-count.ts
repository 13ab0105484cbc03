import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

export type StatementLog = {
  /**
   * Runs `work` and answers the SQL texts it sent, BEGIN and COMMIT included: each is one round
   * trip. Only statements made on `work`'s behalf count, so a background worker's poll (outbox,
   * sweeps) landing meanwhile does not.
   */
  measure: (work: () => Promise<unknown>) => Promise<string[]>;
  stop: () => void;
};

/** Records the statements any pg client of this process sends inside `measure`. One log at a time. */
export function recordStatements(): StatementLog {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const context = new AsyncLocalStorage<string[]>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    context.getStore()?.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    measure: async (work) => {
      const texts: string[] = [];
      await context.run(texts, work);
      return texts;
    },
    stop: () => {
      proto.query = original;
    },
  };
}
