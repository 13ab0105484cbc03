import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { LanguageCode } from '@kordon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { receiveTestCardEvent, type TestCardEvent } from '../payment-webhooks.js';
import { describePayment, type PaymentDeps, type PaymentView, paymentProviders } from '../payments.service.js';
import { noticePage, sendPage } from './hosted-page.js';
import {
  CARD_TRIES_PER_PAYMENT,
  CARD_TRIES_WINDOW_MS,
  CHALLENGE_CODE,
  checkCard,
  testCardPagePath,
} from './test-card.js';
import { cardPage, challengePage } from './test-card.page.js';
import { challengeToken, isValidChallenge, signTestCardEvent, testCardSecret } from './test-card.signature.js';

type PageRequest = FastifyRequest<{ Params: { paymentId: string } }>;

const CHALLENGE_TTL_MS = 10 * 60_000;

const notices = {
  en: {
    unknown: ['Payment not found', 'This payment page does not exist.'],
    closed: ['This payment is closed', 'It has been paid, declined or replaced by a newer payment.'],
    tooMany: ['Too many attempts', 'Please wait before trying again, or start a new payment from the shop.'],
    expired: ['The confirmation has expired', 'Please enter the card again.'],
  },
  ru: {
    unknown: ['Платёж не найден', 'Такой страницы оплаты нет.'],
    closed: ['Платёж закрыт', 'Он уже оплачен, отклонён или заменён новым платежом.'],
    tooMany: ['Слишком много попыток', 'Подождите немного или начните новую оплату в магазине.'],
    expired: ['Время подтверждения истекло', 'Введите данные карты ещё раз.'],
  },
} satisfies Record<LanguageCode, Record<string, [string, string]>>;

/** A posted form field as text, bounded; anything else counts as empty. */
const fieldOf = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 64) : '';
};

/**
 * The built-in gateway's hosted page (docs/payments.md), playing a separate party: it reports the result
 * to the shop's webhook, signed, and only then sends the shopper back.
 */
export async function testCardPageRoutes(app: FastifyInstance, deps: PaymentDeps) {
  if (!paymentProviders(deps.config).testCard) return;
  const { siteUrl } = deps.config;
  await app.register(rateLimit, { global: false });
  const perPayment = app.createRateLimit({
    max: CARD_TRIES_PER_PAYMENT,
    timeWindow: CARD_TRIES_WINDOW_MS,
    keyGenerator: (request) => `test-card:${(request.params as { paymentId: string }).paymentId}`,
  });

  const notice = (
    reply: FastifyReply,
    status: number,
    lang: LanguageCode,
    kind: keyof typeof notices.en,
    href: string,
  ) => {
    const [title, text] = notices[lang][kind];
    return sendPage(reply, siteUrl, status, noticePage(lang, title, text, { href }));
  };

  /** The payment the page is for, still open; otherwise the page answers itself and this is null. */
  async function openPayment(request: PageRequest, reply: FastifyReply): Promise<PaymentView | null> {
    const view = await describePayment(deps, request.params.paymentId);
    if (view?.provider !== 'test_card') {
      await notice(reply, 404, 'en', 'unknown', siteUrl);
      return null;
    }
    if (view.status !== 'pending') {
      await notice(reply, 409, view.lang, 'closed', view.status === 'succeeded' ? view.successUrl : view.failureUrl);
      return null;
    }
    return view;
  }

  async function countTry(request: PageRequest, reply: FastifyReply, view: PaymentView) {
    const limit = await perPayment(request);
    if (limit.isAllowed || !limit.isExceeded) return true;
    reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
    await notice(reply, 429, view.lang, 'tooMany', view.failureUrl);
    return false;
  }

  /** Reports to the shop as a gateway's webhook would, then sends the shopper back. */
  async function finish(request: PageRequest, reply: FastifyReply, view: PaymentView, failure: string | null) {
    const event: TestCardEvent = failure
      ? { id: randomUUID(), type: 'payment.failed', paymentId: view.id, reason: failure }
      : {
          id: randomUUID(),
          type: 'payment.succeeded',
          paymentId: view.id,
          amount: view.amount,
          currency: view.currency,
        };
    const body = JSON.stringify(event);
    let paid = false;
    try {
      const receipt = await receiveTestCardEvent(
        deps,
        Buffer.from(body),
        signTestCardEvent(testCardSecret(deps.config), body),
      );
      paid = receipt.received && !failure;
    } catch (error) {
      request.log.error({ err: error, paymentId: view.id }, 'the shop refused the test gateway report');
    }
    return reply.redirect(paid ? view.successUrl : view.failureUrl, 303);
  }

  app.get<{ Params: { paymentId: string } }>('/pay/test-card/:paymentId', async (request, reply) => {
    const view = await openPayment(request, reply);
    if (!view) return reply;
    return sendPage(reply, siteUrl, 200, cardPage(view, testCardPagePath(view.id)));
  });

  app.post<{ Params: { paymentId: string } }>('/pay/test-card/:paymentId', async (request, reply) => {
    const view = await openPayment(request, reply);
    if (!view || !(await countTry(request, reply, view))) return reply;
    const form = { number: fieldOf(request.body, 'number'), expiry: fieldOf(request.body, 'expiry') };
    const check = checkCard({ ...form, cvc: fieldOf(request.body, 'cvc') }, new Date());
    const action = testCardPagePath(view.id);
    if (!check.ok) return sendPage(reply, siteUrl, 422, cardPage(view, action, form, check.problems));
    if (check.outcome === 'challenge') {
      const expires = Date.now() + CHALLENGE_TTL_MS;
      const challenge = challengeToken(testCardSecret(deps.config), view.id, expires);
      return sendPage(reply, siteUrl, 200, challengePage(view, `${action}/challenge`, { challenge, expires }));
    }
    return finish(request, reply, view, check.outcome === 'succeed' ? null : 'card_declined');
  });

  app.post<{ Params: { paymentId: string } }>('/pay/test-card/:paymentId/challenge', async (request, reply) => {
    const view = await openPayment(request, reply);
    if (!view || !(await countTry(request, reply, view))) return reply;
    const token = fieldOf(request.body, 'challenge');
    if (!isValidChallenge(testCardSecret(deps.config), view.id, token, Number(fieldOf(request.body, 'expires')))) {
      return notice(reply, 400, view.lang, 'expired', testCardPagePath(view.id));
    }
    if (fieldOf(request.body, 'action') === 'cancel') return finish(request, reply, view, 'authentication_cancelled');
    const confirmed = fieldOf(request.body, 'code').trim() === CHALLENGE_CODE;
    return finish(request, reply, view, confirmed ? null : 'authentication_failed');
  });
}
