import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer that is not a page: JSON, images, files. Nothing in them may run or load
 * anything, and no site may frame them.
 */
const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Server-written tool pages (/dev/mail, API reference): their own inline styles, no script at all. */
export const TOOL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Storefront pages. Scripts run only from our origin or when they are exactly one of the inline
 * scripts the renderer wrote (their hashes, storefront/inline-scripts.ts); never 'unsafe-inline'.
 * Inline styles stay allowed: announcements carry their colours as style attributes, and CSS
 * cannot run code. Frames: the product video players, nothing else.
 */
export function pageSecurityPolicy(scriptSources: readonly string[]) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    // Product videos: only the players, and only after the shopper clicks the video's button.
    'frame-src https://www.youtube-nocookie.com https://vk.com',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features the shop never uses are switched off for every page and anything it might frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), usb=(), geolocation=(self), payment=(self)';

/** Headers on every answer; pages replace the CSP with `pageSecurityPolicy`. See docs/security.md. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Images may be shown by other sites (e-mails, feeds); everything else stays same-site.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS only where the shop is served over HTTPS: a development browser would remember it.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', NOTHING_POLICY);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}
