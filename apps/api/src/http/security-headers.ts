import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * Every answer that is not a page: JSON, images, files. Nothing in them may run or load
 * anything, and no site may frame them.
 */
const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Server-written tool pages (/dev/mail, API reference): their own inline styles, no script at all. */
export const TOOL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Product videos: only the players, and only after the shopper clicks the video's button. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://vk.com'];

/**
 * Storefront pages: scripts from our origin or the renderer's own inline scripts by hash, never
 * 'unsafe-inline'; inline styles stay (announcements' colours, and CSS runs no code). Frames: the
 * product video players only (the back office: none).
 */
export function pageSecurityPolicy(
  scriptSources: readonly string[],
  { frameSources = VIDEO_PLAYERS }: { frameSources?: readonly string[] } = {},
) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    `frame-src ${frameSources.join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features the shop never uses are switched off for every page and anything it might frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), usb=(), geolocation=(self), payment=(self)';

/** What helmet would send with our options (docs/security.md), as one list set by one hook, not eleven. */
export function securityHeaders(options: { production: boolean }): [string, string][] {
  return [
    ['content-security-policy', NOTHING_POLICY],
    ['cross-origin-opener-policy', 'same-origin'],
    // Images may be shown by other sites (e-mails, feeds); everything else stays same-site.
    ['cross-origin-resource-policy', 'same-site'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // HSTS only where the shop is served over HTTPS: a development browser would remember it.
    ...(options.production
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The same headers as one object, for answers that write the raw response (answer cache). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Headers on every answer. Pages take them from `reply.getHeaders()` with their own CSP; cached API
 * answers take `app.securityHeaders` as one object, which costs less than a `reply.header` call each.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const headers = securityHeaders(options);
  app.decorate('securityHeaders', Object.freeze(Object.fromEntries(headers)));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.cachedAnswer) return done();
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}

/**
 * onSend of cached calls only (http/route.ts): one that answers through Fastify after all (an
 * error, a 422) gets the headers now. A route hook, so no other answer pays for the check.
 */
export const securityHeadersOnSend: onSendHookHandler = (request, reply, payload, done) => {
  for (const [name, value] of Object.entries(request.server.securityHeaders))
    if (!reply.hasHeader(name)) reply.header(name, value);
  done(null, payload);
};
