import { errorBody, validationErrorBody } from '@kordon/contract';
import { statusOf } from '../../http/error-handler.js';
import { reportFigure } from '../stress-size.js';

const tableStatuses = new Set(Object.values(statusOf));

/**
 * Why a 4xx answer is not the shop's error shape (http/error-handler.ts): JSON `{ code, message }` with
 * the status table's code for it, or `bad_request` for a status the table lacks.
 */
export function errorShapeProblem(status: number, contentType: string | undefined, text: string): string | undefined {
  if (!contentType?.startsWith('application/json')) return `content-type ${contentType ?? 'missing'}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body does not parse as JSON';
  }
  const result = (status === 422 ? validationErrorBody : errorBody).safeParse(body);
  if (!result.success)
    return `the body is not the error shape: ${result.error.issues.map((i) => i.message).join('; ')}`;
  const { code } = result.data;
  const fits = statusOf[code] === status || (code === 'bad_request' && !tableStatuses.has(status));
  if (!fits) return `code ${code} belongs to ${statusOf[code]}, not ${status}`;
  return undefined;
}

/** Requests sent per group, answers per status, and the slowest answer of each group. */
export class FuzzTally {
  readonly sent = new Map<string, number>();
  readonly statuses = new Map<number, number>();
  readonly slowest = new Map<string, { ms: number; what: string }>();

  count(group: string, status: number, ms: number, what: string) {
    this.sent.set(group, (this.sent.get(group) ?? 0) + 1);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (ms > (this.slowest.get(group)?.ms ?? -1)) this.slowest.set(group, { ms, what });
  }

  get total() {
    return [...this.sent.values()].reduce((a, b) => a + b, 0);
  }

  get serverErrors() {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  }

  report(suite: string) {
    for (const [group, n] of [...this.sent].sort()) reportFigure(suite, `requests · ${group}`, n);
    reportFigure(suite, 'requests in all', this.total);
    const histogram = [...this.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    reportFigure(suite, 'answers by status', histogram.join(' '));
    reportFigure(suite, '5xx answers', this.serverErrors);
    const slow = [...this.slowest].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 3);
    reportFigure(suite, 'slowest answers', slow.map(([g, s]) => `${g} ${s.ms.toFixed(0)} ms (${s.what})`).join('; '));
  }
}
