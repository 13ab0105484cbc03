import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce.js';

function recorder(fail = false) {
  const calls: number[][] = [];
  const lookup = coalesced(async (keys: number[]) => {
    calls.push(keys);
    if (fail) throw new Error('down');
    return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `v${k}`]));
  }, 3);
  return { calls, lookup };
}

describe('coalesced lookups', () => {
  it('make one load of the keys asked for in one turn, and answer each its own value', async () => {
    const { calls, lookup } = recorder();
    const answers = await Promise.all([lookup(2), lookup(1), lookup(2)]);
    expect(answers).toEqual(['v2', undefined, 'v2']);
    expect(calls).toEqual([[2, 1]]);
  });

  it('split a turn over the key limit, and start a new batch in the next turn', async () => {
    const { calls, lookup } = recorder();
    await Promise.all([0, 2, 4, 6, 8].map(lookup));
    await lookup(10);
    expect(calls).toEqual([[0, 2, 4], [6, 8], [10]]);
  });

  it('fail every lookup of a failed load, and the next turn tries again', async () => {
    const { calls, lookup } = recorder(true);
    const results = await Promise.allSettled([lookup(1), lookup(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(lookup(4)).rejects.toThrow('down');
    expect(calls).toEqual([[1, 2], [4]]);
  });
});
