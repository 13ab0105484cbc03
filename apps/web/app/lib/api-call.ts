import {
  type AnyCall,
  API_BASE,
  type CallAnswer,
  type CallRequest,
  FRONTEND_VERSION,
  pathOf,
  queryStringOf,
} from '@kordon/contract';
import { ApiError } from './api-errors';

/** Language and currency an API call is made in (spec-coverage 7.0e, 7.0f X-App-Language, X-App-Currency). */
export type CallSettings = { lang?: string; currency?: string };

/**
 * spec-coverage 7.0b, 7.0c, 7.0e, 7.0f headers of every API call, built in this one place for page loaders, browser calls and
 * the session machine. X-Auth-Token is added by whoever holds the session.
 */
export function apiHeaders(settings: CallSettings = {}, options: { json?: boolean } = {}): Headers {
  const headers = new Headers({ accept: 'application/json', 'x-app-version': FRONTEND_VERSION });
  if (options.json) headers.set('content-type', 'application/json');
  if (settings.lang) headers.set('x-app-language', settings.lang);
  if (settings.currency) headers.set('x-app-currency', settings.currency);
  return headers;
}

/** Sends one request to the API; `path` starts with the API base. */
export type CallTransport = (path: string, init: RequestInit) => Promise<Response>;

/** The request argument may be left out when the call takes no params, query or body. */
export type CallArgs<C> =
  Partial<CallRequest<C>> extends CallRequest<C> ? [request?: CallRequest<C>] : [request: CallRequest<C>];

/** Makes a declared call and answers its success body, typed by the declaration; throws ApiError otherwise. */
export async function callApi<const C extends AnyCall>(
  transport: CallTransport,
  settings: CallSettings,
  call: C,
  ...[request]: CallArgs<C>
): Promise<CallAnswer<C>> {
  const input = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = API_BASE + pathOf(call, input.params) + queryStringOf(input.query);
  const hasBody = input.body !== undefined;
  const response = await transport(path, {
    method: call.method,
    headers: apiHeaders(settings, { json: hasBody }),
    body: hasBody ? JSON.stringify(input.body) : undefined,
  });
  const body = (await response.json().catch(() => null)) as CallAnswer<C> | null;
  if (!response.ok || !body) throw new ApiError(response.status, body, response.headers, `${call.method} ${path}`);
  return body;
}
