/** Cookie names the storefront reads on the server; values are plain strings. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie another site wrote badly must not break the page.
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Browser only. A max age of 0 deletes the cookie. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the browsers we support.
  document.cookie = serializeCookie(name, value, maxAgeSeconds);
}

export function readCookie(name: string): string | undefined {
  return parseCookies(typeof document === 'undefined' ? '' : document.cookie)[name];
}
