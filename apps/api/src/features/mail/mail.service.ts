import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../db/executor.js';
import { enqueue, enqueueWith, type OutboxHandler } from '../outbox/outbox.service.js';
import type { Mailer, MailMessage } from './mail.types.js';

export type { MailMessage } from './mail.types.js';

export const MAIL_TOPIC = 'mail.send';

const outgoingMail = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Drop the body from the outbox row once delivered (it carries a sign-in code or similar). */
  redactAfterSend: z.boolean().optional(),
});

export type OutgoingMail = MailMessage & { redactAfterSend?: boolean };

/**
 * Queues a message in the caller's transaction, so it is sent only if that transaction commits.
 * Call `outbox.wake()` after the commit for delivery within milliseconds.
 */
export async function enqueueMail(executor: DbExecutor, message: OutgoingMail): Promise<number> {
  return enqueue(executor, { topic: MAIL_TOPIC, payload: outgoingMail.parse(message) });
}

/** The same, as a write that joins the caller's statement (checkout's order insert). */
export function mailWrite(message: OutgoingMail): SQL {
  return enqueueWith({ topic: MAIL_TOPIC, payload: outgoingMail.parse(message) });
}

/** Queues and wakes the worker: for mail that belongs to no larger transaction. */
export async function sendMail(
  deps: { db: DbExecutor; outbox: { wake(): void } },
  message: OutgoingMail,
): Promise<number> {
  const id = await enqueueMail(deps.db, message);
  deps.outbox.wake();
  return id;
}

export function mailOutboxHandler(mailer: Mailer): OutboxHandler {
  return async (payload) => {
    const { redactAfterSend, ...message } = outgoingMail.parse(payload);
    await mailer.send(message);
    if (redactAfterSend) return { payload: { to: message.to, redacted: true } };
  };
}
