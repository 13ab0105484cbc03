import { parseCookies } from '@kordon/contract';

// One parser for the renderer and the server's page cache (contract page-request.ts).
export { parseCookies };

/** Without a max age, a session cookie: the browser drops it when it closes, and every tab sees it. */
export function serializeCookie(name: string, value: string, maxAgeSeconds?: number): string {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax`;
}

/** Browser only. A max age of 0 deletes the cookie. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the browsers we support.
  document.cookie = serializeCookie(name, value, maxAgeSeconds);
}

export function readCookie(name: string): string | undefined {
  return parseCookies(typeof document === 'undefined' ? '' : document.cookie)[name];
}
