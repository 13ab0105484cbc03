/** What the storefront reads from an access token; the signature is the API's business. */
export type TokenClaims = { sub: string; exp?: number; iat?: number };

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The payload of a JWT, or null for anything that is not one. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!claims || typeof claims !== 'object') return null;
    const { sub, exp, iat } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || sub === '') return null;
    return {
      sub,
      exp: typeof exp === 'number' ? exp : undefined,
      iat: typeof iat === 'number' ? iat : undefined,
    };
  } catch {
    return null;
  }
}

/** spec-coverage 4.2: signed in means a token whose subject is a customer, not 'anonymous'. */
export function isCustomerToken(token: string | null | undefined): boolean {
  const claims = readTokenClaims(token);
  return claims !== null && claims.sub !== 'anonymous';
}
