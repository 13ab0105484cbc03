import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

export type StatementLog = {
  /** The SQL texts `work` sent, one round trip each (BEGIN and COMMIT too); background polls meanwhile do not count. */
  measure: (work: () => Promise<unknown>) => Promise<string[]>;
  /** The names of the prepared statements `work` sent (db/prepared.ts), in order. */
  preparedNames: (work: () => Promise<unknown>) => Promise<string[]>;
  stop: () => void;
};

/** Records the statements any pg client of this process sends inside `measure`. One log at a time. */
export function recordStatements(): StatementLog {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const context = new AsyncLocalStorage<{ texts: string[]; names: string[] }>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string } | undefined;
    const store = context.getStore();
    store?.texts.push(typeof first === 'string' ? first : (first?.text ?? ''));
    if (typeof first === 'object' && first?.name) store?.names.push(first.name);
    return original.apply(this, args);
  };
  const run = async (work: () => Promise<unknown>) => {
    const store = { texts: [] as string[], names: [] as string[] };
    await context.run(store, work);
    return store;
  };
  return {
    measure: async (work) => (await run(work)).texts,
    preparedNames: async (work) => (await run(work)).names,
    stop: () => {
      proto.query = original;
    },
  };
}
