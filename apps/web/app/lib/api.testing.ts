import { API_BASE } from '@kordon/contract';
import type { AppLoadContext } from 'react-router';

/** An answer the fake API fails with. */
export class Failure {
  constructor(readonly status: number) {}
}

export const failWith = (status = 500) => new Failure(status);

/** An answer given as its whole body (a paged list's `total` beside its `data`). */
export class WholeBody {
  constructor(readonly body: unknown) {}
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A loader's context whose API answers `answers[path]` (a Failure with its status), 404 otherwise; paths are recorded. */
export function fakeApiContext(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api = async (request: Request) => {
    const path = new URL(request.url).pathname.slice(API_BASE.length);
    asked.push(path);
    const answer = answers[path];
    if (answer === undefined) return json(404, { code: 'not_found', message: 'Not found' });
    if (answer instanceof Failure) return json(answer.status, { code: 'internal', message: 'Failed' });
    return json(200, answer instanceof WholeBody ? answer.body : { data: answer });
  };
  return { context: { api } as AppLoadContext, asked };
}

/** The arguments React Router gives a loader (typed as the loader expects), for a page request of `path`. */
export function loaderArgs<Args>(path: string, answers: Record<string, unknown>, params: Record<string, string> = {}) {
  const { context } = fakeApiContext(answers);
  return { request: new Request(`http://shop.test${path}`), context, params } as Args;
}

type ThrownData = { type: 'DataWithResponseInit'; init: ResponseInit | null };

/** The status of the error page a loader threw (`data(null, { status })`); fails if it threw something else. */
export async function thrownStatus(load: Promise<unknown>): Promise<number | undefined> {
  try {
    await load;
  } catch (thrown) {
    if ((thrown as ThrownData)?.type === 'DataWithResponseInit') return (thrown as ThrownData).init?.status;
    throw thrown;
  }
  throw new Error('The loader did not fail');
}

type Unwrapped<R> = R extends { data: infer T; init: ResponseInit | null } ? T : R;

/** What a loader returned, maybe with `data(value, init)`: the value and the status (200 when none). */
export function unwrapData<R>(returned: R): { value: Unwrapped<R>; status: number } {
  const data = returned as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (data?.type === 'DataWithResponseInit')
    return { value: data.data as Unwrapped<R>, status: data.init?.status ?? 200 };
  return { value: returned as Unwrapped<R>, status: 200 };
}
