import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { API_BASE } from '@kordon/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppDeps } from './deps.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { createStaffGuard } from './features/admin/auth/staff-guard.js';
import { registerAuthContext } from './features/auth/auth.hooks.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { cartRoutes } from './features/cart/cart.routes.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import { checkoutRoutes } from './features/checkout/checkout.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { currencyKeyOf } from './features/currency/currency.service.js';
import { docsRoutes } from './features/docs/docs.routes.js';
import { geoRoutes } from './features/geo/geo.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { registerMail } from './features/mail/mail.plugin.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { invoiceAttachment } from './features/orders/invoice.service.js';
import { orderRoutes } from './features/orders/orders.routes.js';
import { registerOutbox } from './features/outbox/outbox.plugin.js';
import { paymentPageRoutes, paymentRoutes } from './features/payments/payments.routes.js';
import { productRoutes } from './features/products/products.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { restockRoutes } from './features/restock/restock.routes.js';
import { reviewRoutes } from './features/reviews/reviews.routes.js';
import { seoRootRoutes, seoRoutes } from './features/seo/seo.routes.js';
import { shippingRoutes } from './features/shipping/shipping.routes.js';
import { storeRoutes } from './features/store/store.routes.js';
import { installAnswerCache } from './http/answer-cache.js';
import { answerClientError } from './http/client-errors.js';
import { apiNotFound, registerErrorHandling, toErrorResponse } from './http/error-handler.js';
import { registerHandlerTracking } from './http/in-flight.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { registerRequestContext } from './http/request-context.js';
import { registerRequestGuards } from './http/request-guards.js';
import { checkResponsesAgainstContract } from './http/response-check.js';
import { registerResponseEncoding } from './http/response-encoding.js';
import { methodsForPath } from './http/route.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createWorkBudget, internalCallTokenOf, registerWorkBudget } from './http/work-budget.js';
import { cacheOf } from './platform/cache.js';
import { type InvalidationListener, listenForInvalidations } from './platform/invalidation.js';

export type { AppDeps } from './deps.js';

/**
 * Whatever drops a tag of the database's cache (a write here, or another process's through
 * NOTIFY) drops the answers, and through them the pages, that carry it.
 */
function followInvalidations(app: FastifyInstance, deps: AppDeps) {
  const stop = cacheOf(deps.db).onInvalidate((tag) => app.answerCache.invalidateTag(tag));
  let listener: InvalidationListener | undefined;
  app.addHook('onReady', async () => {
    listener = listenForInvalidations(deps.pool, deps.db, app.log);
    await listener.ready;
  });
  app.addHook('onClose', async () => {
    stop();
    await listener?.close();
  });
}

export type BuildOptions = {
  /** Mounts the server-rendered storefront on every path the API does not own. */
  storefront?: (app: FastifyInstance) => Promise<void>;
  /** Mounts the back office's single-page app on /admin (admin-app/admin-app.plugin.ts), where pages are served. */
  adminApp?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Tests: check every answer of a declared call against the contract (http/response-check.ts). */
  checkResponses?: boolean;
};

/** Builds the shop server without listening, so tests can inject requests. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count, never `true`: the left end of X-Forwarded-For is written by the client.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    // Idle keep-alive sockets close at once on shutdown; busy ones finish their request.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 256 },
    clientErrorHandler: answerClientError,
    // Malformed URLs never reach setErrorHandler; answer them in the same JSON shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorResponse(error);
      (reply as FastifyReply).status(status).send(body);
    },
  });
  registerErrorHandling(app);
  registerHandlerTracking(app);
  registerRequestGuards(app, { bodyBytes: config.BODY_LIMIT_BYTES });
  registerSecurityHeaders(app, { production: config.isProduction });
  await registerResponseEncoding(app);
  await app.register(fastifyCookie);
  installAnswerCache(app, (code) => currencyKeyOf(deps.db, code), config.CACHE_BYPASS_TOKEN);
  app.decorate(
    'workBudget',
    createWorkBudget({ msPerSecond: config.clientWorkMsPerSecond, burstMs: config.CLIENT_WORK_BURST_MS }),
  );
  followInvalidations(app, deps);
  // Background work (mail first): the worker starts on ready and stops on close.
  registerOutbox(app, deps);
  await registerMail(app, deps, { invoice: (orderId) => invoiceAttachment(deps.db, orderId) });

  if (config.ROLE !== 'web') {
    await app.register(
      async (api) => {
        registerRequestContext(api);
        registerWorkBudget(api, internalCallTokenOf(config.jwtSecret));
        acceptEmptyJsonBodies(api);
        registerAuthContext(api, deps, { staff: createStaffGuard(deps) });
        if (options.checkResponses) checkResponsesAgainstContract(api);
        await api.register(healthRoutes, deps);
        await api.register(authRoutes, deps);
        await api.register(profileRoutes, deps);
        await api.register(orderRoutes, deps);
        await api.register(checkoutRoutes, deps);
        await api.register(catalogRoutes, deps);
        await api.register(productRoutes, deps);
        await api.register(reviewRoutes, deps);
        await api.register(restockRoutes, deps);
        await api.register(contactRoutes, deps);
        await api.register(paymentRoutes, deps);
        await api.register(cartRoutes, deps);
        await api.register(geoRoutes, deps);
        await api.register(shippingRoutes, deps);
        await api.register(storeRoutes, deps);
        await api.register(contentRoutes, deps);
        await api.register(seoRoutes, deps);
        await api.register(adminRoutes, deps);
        await api.register(docsRoutes, deps);
        // Claims every other path under the API base, so the storefront never renders it.
        api.all('/*', async (request, reply) => {
          const { status, body } = apiNotFound(
            request.method,
            request.url,
            methodsForPath(api, request.url.split('?')[0] ?? ''),
          );
          return reply.status(status).send(body);
        });
      },
      { prefix: API_BASE },
    );
  }

  await app.register(mediaRoutes, {
    prefix: '/media',
    mediaDir: config.mediaDir,
    cacheDir: path.join(config.dataDir, 'media-cache'),
  });

  // The payment providers' pages (test card gateway, PayPal return), at the site root in every role.
  await app.register(paymentPageRoutes, deps);

  // Crawlers read these at the site root wherever pages are served.
  if (config.ROLE !== 'api') await app.register(seoRootRoutes, deps);

  if (options.adminApp && config.ROLE !== 'api') await options.adminApp(app);
  if (options.storefront && config.ROLE !== 'api') await options.storefront(app);
  else {
    app.setNotFoundHandler(async (request, reply) => {
      const { status, body } = apiNotFound(request.method, request.url, undefined);
      return reply.status(status).send(body);
    });
  }
  return app;
}
