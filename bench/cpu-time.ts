import fs from 'node:fs';

/**
 * CPU time (user + system, ms) used so far by a process and every process it started (the shop's
 * embedded PostgreSQL), from /proc: what a request costs whatever else the machine is doing.
 * NaN where /proc is missing.
 */
export function cpuMsOfTree(root: number): number {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const children = new Map<number, number[]>();
  let total = 0;
  const stats = new Map<number, string[]>();
  let names: string[];
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return Number.NaN;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const pid = Number(name);
      const parent = Number(fields[1]);
      stats.set(pid, fields);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    const fields = stats.get(pid);
    if (fields) total += Number(fields[11]) + Number(fields[12]);
    queue.push(...(children.get(pid) ?? []));
  }
  return total / ticksPerMs;
}
