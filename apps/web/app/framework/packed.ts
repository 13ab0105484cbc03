// Loader data as one JSON string: React Router decodes its data stream value by value before it
// hydrates, `JSON.parse` reads the same text natively (OVERRIDES.md, decision 0013).
declare const packedValue: unique symbol;

/** JSON text of a `T`, typed so that only `unpack` opens it. */
export type Packed<T> = string & { readonly [packedValue]: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

/** Texts opened lately (a hit moves to the end), so the meta function, the page and a revalidation share one object. */
const opened = new Map<string, unknown>();
const OPENED_KEPT = 8;

export function unpack<T>(packed: Packed<T>): T {
  // The server renders each request once, and its objects must not be shared between requests.
  if (typeof document === 'undefined') return JSON.parse(packed) as T;
  const known = opened.get(packed);
  if (known !== undefined) {
    opened.delete(packed);
    opened.set(packed, known);
    return known as T;
  }
  const value = JSON.parse(packed) as T;
  if (opened.size >= OPENED_KEPT) opened.delete(opened.keys().next().value as string);
  opened.set(packed, value);
  return value;
}
