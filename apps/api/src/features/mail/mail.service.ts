import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../db/executor.js';
import { enqueue, enqueueWith, type OutboxHandler, redactDoneWorkMentioning } from '../outbox/outbox.service.js';
import type { AttachmentMaker, Mailer, MailMessage } from './mail.types.js';

export type { AttachmentMaker, MailAttachment, MailMessage } from './mail.types.js';

export const MAIL_TOPIC = 'mail.send';

const outgoingMail = z.object({
  to: z.string().min(3),
  replyTo: z.string().min(3).optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Drop the body from the outbox row once delivered (it carries a sign-in code or similar). */
  redactAfterSend: z.boolean().optional(),
  /** Files made at send time by the maker of each kind (registerMail), e.g. `{ kind: 'invoice', ref: orderId }`. */
  attach: z.array(z.object({ kind: z.string(), ref: z.string() })).optional(),
});

export type AttachmentRef = { kind: string; ref: string };
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { redactAfterSend?: boolean; attach?: AttachmentRef[] };

/**
 * Queues a message in the caller's transaction, so it is sent only if that transaction commits.
 * Call `outbox.wake()` after the commit for delivery within milliseconds.
 */
export async function enqueueMail(executor: DbExecutor, message: OutgoingMail): Promise<number> {
  return enqueue(executor, { topic: MAIL_TOPIC, payload: outgoingMail.parse(message) });
}

/**
 * Anonymising a customer: delivered mails to their address, or naming it (the shop's notice of their
 * order), keep no body; mails still waiting are sent as they are. Answers how many were redacted.
 */
export const redactDeliveredMailTo = (executor: DbExecutor, address: string, placeholder: string) =>
  redactDoneWorkMentioning(executor, MAIL_TOPIC, address, placeholder);

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

export function mailOutboxHandler(mailer: Mailer, makers: Record<string, AttachmentMaker> = {}): OutboxHandler {
  return async (payload) => {
    const { redactAfterSend, attach = [], ...message } = outgoingMail.parse(payload);
    const attachments = [];
    for (const { kind, ref } of attach) {
      const maker = makers[kind];
      // A kind no maker serves is a deployment error: thrown, the row is tried again later.
      if (!maker) throw new Error(`No maker for mail attachments of kind ${kind}`);
      const file = await maker(ref);
      if (file) attachments.push(file);
    }
    await mailer.send(attachments.length > 0 ? { ...message, attachments } : message);
    if (redactAfterSend) return { payload: { to: message.to, redacted: true } };
  };
}
