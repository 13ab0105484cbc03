import { API_BASE } from '@kordon/contract';
import type { AppLoadContext } from 'react-router';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

/** Calls the API on behalf of a page request, forwarding the visitor's language and currency. */
export async function apiGet<T>(
  context: AppLoadContext,
  path: string,
  init: { lang?: string; currency?: string } = {},
): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (init.lang) headers.set('x-app-language', init.lang);
  if (init.currency) headers.set('x-app-currency', init.currency);
  const response = await context.api(new Request(`http://internal${API_BASE}${path}`, { headers }));
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok || !body) throw new ApiError(response.status, body);
  return body.data as T;
}
