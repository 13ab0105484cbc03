import type { z } from 'zod';
import type { ErrorCode } from './envelope.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call. `session`: any valid token, anonymous included; `customer`: a signed-in
 * customer; `optional`: a token is not required, but one that is sent must be valid.
 */
export type CallAuth = 'none' | 'optional' | 'session' | 'customer' | 'staff';

/** Staff roles from least to most: a call names the least role that may make it. */
export type StaffRoleName = 'viewer' | 'manager' | 'owner';

/**
 * One API call, declared once: the API registers its handler against it, the OpenAPI document
 * is generated from it and the storefront's client is typed by it.
 */
export type CallDeclaration = {
  /** The OpenAPI operationId; also names the call in logs. */
  id: string;
  method: HttpMethod;
  /** Path under the API base, with `:name` parameters: `/brand/:slug`. */
  path: string;
  summary: string;
  tag: string;
  auth: CallAuth;
  /** With `auth: 'staff'`: the least role that may make the call (a staff token only; shopper tokens are refused). */
  staffRole?: StaffRoleName;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` inside the success envelope; none means `data: null`. */
  response?: z.ZodType;
  /** Status of a success answer, 200 unless said. */
  status?: number;
  /** A page of a longer list: the handler answers `{ data, total }` and the envelope carries both. */
  paged?: boolean;
  /** Error codes the call itself may answer, beyond those its input and auth imply. */
  errors?: readonly ErrorCode[];
  /** A file, not the JSON envelope: the success answer is a body of this media type (errors stay JSON). */
  produces?: 'application/pdf';
};

export type AnyCall = CallDeclaration;

/** Declares a call; `const` keeps the literal types (schemas, `paged`, `auth`) for both sides. */
export const defineCall = <const C extends AnyCall>(call: C): C => call;

type Part<C, K extends string> = C extends { [key in K]: infer S extends z.ZodType } ? S : undefined;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives: parsed params, query and body. */
export type CallInput<C> = {
  params: Infer<Part<C, 'params'>>;
  query: Infer<Part<C, 'query'>>;
  body: Infer<Part<C, 'body'>>;
};

/** What a client sends: the schemas' input types; absent parts are left out. */
export type CallRequest<C> = (Part<C, 'params'> extends z.ZodType
  ? { params: InferIn<Part<C, 'params'>> }
  : { params?: undefined }) &
  (Part<C, 'query'> extends z.ZodType ? { query?: InferIn<Part<C, 'query'>> } : { query?: undefined }) &
  (Part<C, 'body'> extends z.ZodType ? { body: InferIn<Part<C, 'body'>> } : { body?: undefined });

/** The `data` of a successful answer; `null` for a call that declares no response. */
export type CallResult<C> = Part<C, 'response'> extends z.ZodType ? z.infer<Part<C, 'response'>> : null;

/** The whole success body: `{ data }`, or `{ data, total }` for a paged call. */
export type CallAnswer<C> = C extends { paged: true }
  ? { data: CallResult<C>; total: number }
  : { data: CallResult<C> };

/** Fills `:name` parameters of a call's path, escaping each value. */
export function pathOf(call: Pick<AnyCall, 'path'>, params: Record<string, unknown> | undefined): string {
  return call.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from a flat object: arrays repeat their key, undefined values are left out. */
export function queryStringOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
