import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { currencyOf } from '../payment-view.js';
import {
  confirmPayment,
  describePayment,
  failPayment,
  type PaymentDeps,
  paymentProviders,
} from '../payments.service.js';
import { noticePage, sendPage } from './hosted-page.js';
import { minorOf, paypalCancelPath, paypalReturnPath } from './paypal.js';

type ReturnRequest = FastifyRequest<{ Querystring: { payment?: unknown; token?: unknown } }>;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : '');

/**
 * Where PayPal sends the shopper back. Coming back proves nothing: the return captures the order
 * server to server, and only PayPal's answer to that (captured amount and currency) pays the order.
 */
export async function paypalPageRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const paypal = paymentProviders(deps.config).paypal;
  if (!paypal) return;
  const { siteUrl } = deps.config;

  /** The PayPal payment this return is about; `token` is PayPal's order id, which must be the one we opened. */
  async function paymentOf(request: ReturnRequest, reply: FastifyReply, needToken: boolean) {
    const view = await describePayment(deps, text(request.query.payment));
    const token = text(request.query.token);
    if (view?.provider !== 'paypal' || (needToken && (!token || token !== view.externalId))) {
      await sendPage(
        reply,
        siteUrl,
        404,
        noticePage('en', 'Payment not found', 'This payment does not exist.', { href: siteUrl }),
      );
      return null;
    }
    return { view, token };
  }

  app.get(paypalReturnPath, async (request: ReturnRequest, reply) => {
    const found = await paymentOf(request, reply, true);
    if (!found) return reply;
    const { view, token } = found;
    if (view.status === 'succeeded') return reply.redirect(view.successUrl, 303);
    const ref = { provider: 'paypal' as const, paymentId: view.id, externalId: token };
    let capture: Awaited<ReturnType<typeof paypal.capture>>;
    try {
      capture = await paypal.capture(token, view.id);
    } catch (error) {
      request.log.error({ err: error, paymentId: view.id }, 'PayPal capture failed');
      return reply.redirect(view.failureUrl, 303);
    }
    if (capture.status === 'declined') {
      await failPayment(deps, { ...ref, reason: capture.reason });
      return reply.redirect(view.failureUrl, 303);
    }
    // Pending (an eCheck, a review): the order waits for the money; the success page says so.
    if (capture.status === 'pending') return reply.redirect(view.successUrl, 303);
    const amount = minorOf(capture.amount, (await currencyOf(deps.db, capture.currency)).minorUnits) ?? -1;
    try {
      await confirmPayment(deps, { ...ref, amount, currency: capture.currency });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.error({ err: error, paymentId: view.id }, 'PayPal capture does not match the payment');
      return reply.redirect(view.failureUrl, 303);
    }
    return reply.redirect(view.successUrl, 303);
  });

  app.get(paypalCancelPath, async (request: ReturnRequest, reply) => {
    const found = await paymentOf(request, reply, false);
    if (!found) return reply;
    await failPayment(deps, {
      provider: 'paypal',
      paymentId: found.view.id,
      reason: 'PayPal: cancelled by the shopper',
    });
    return reply.redirect(found.view.failureUrl, 303);
  });
}
