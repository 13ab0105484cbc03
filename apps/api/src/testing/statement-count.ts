import pg from 'pg';

export type StatementLog = {
  /** SQL texts sent since the last reset, BEGIN and COMMIT included: each is one round trip. */
  readonly texts: string[];
  reset: () => void;
  stop: () => void;
};

/**
 * Records every statement any pg client of this process sends (the pool's and the transactions'
 * alike), so a test can say how many round trips one request costs. One log at a time.
 */
export function recordStatements(): StatementLog {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const texts: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    texts.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    texts,
    reset: () => {
      texts.length = 0;
    },
    stop: () => {
      proto.query = original;
    },
  };
}
