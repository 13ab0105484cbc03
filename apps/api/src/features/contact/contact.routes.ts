import rateLimit from '@fastify/rate-limit';
import { contactCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { assertWithinLimit } from '../../http/rate-limit.js';
import { handle } from '../../http/route.js';
import { contactLimits } from './contact.limits.js';
import { sendContactMessage } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  // Each message is an e-mail to the shop: both the client address and its session count.
  await app.register(rateLimit, { global: false });
  const window = contactLimits.windowSeconds * 1000;
  const perClient = app.createRateLimit({ max: contactLimits.messagesPerClientKey, timeWindow: window });
  const perSession = app.createRateLimit({
    max: contactLimits.messagesPerSession,
    timeWindow: window,
    keyGenerator: (request) => `contact-session:${request.session?.sessionId}`,
  });
  handle(app, contactCalls.send, async ({ body }, { request, reply }) => {
    await assertWithinLimit(perClient, request, reply, 'sending another message');
    await assertWithinLimit(perSession, request, reply, 'sending another message');
    return sendContactMessage({ db: deps.db, outbox: app.outbox }, body, request.lang);
  });
}
