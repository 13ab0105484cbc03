import autocannon from 'autocannon';
import type { SoakCatalogue } from './soak-catalogue.testing.js';
import { memoryOf } from './soak-shop.testing.js';
import type { SoakTally } from './soak-tally.testing.js';
import { visitRequests } from './soak-visit.testing.js';

export type LoadRun = { requests: number; errors: number; timeouts: number; seconds: number };

/** `connections` shoppers at a time, one visit after another on each, for `seconds`. */
export async function driveShoppers(
  url: string,
  catalogue: SoakCatalogue,
  tally: SoakTally,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<LoadRun> {
  const result = (await autocannon({
    url,
    connections,
    duration: seconds,
    // A shopper's request unanswered for 30 s counts as a timeout (an error of the soak).
    timeout: 30,
    requests: visitRequests(catalogue, tally),
  })) as autocannon.Result;
  return {
    requests: result.requests.total,
    // autocannon counts timeouts among the errors too.
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
}

/** The process's resident memory, sampled every second until stopped: every sample, the highest, the last. */
export function sampleMemory(pid: number) {
  const samples = [memoryOf(pid).rss];
  const timer = setInterval(() => samples.push(memoryOf(pid).rss), 1000);
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(memoryOf(pid).rss);
      return { samples, last: samples.at(-1) as number, peak: Math.max(...samples) };
    },
  };
}
