import { z } from 'zod';
import { defineCall } from './call.js';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_ORDER_NUMBER_MAX } from './contact-limits.js';
import { emailAddress } from './email.js';
import { byCode } from './field-codes.js';

export * from './contact-limits.js';

const required = (max: number) =>
  z
    .string({ error: byCode('required') })
    .trim()
    .min(1, byCode('required'))
    .max(max);

export const contactMessage = z
  .object({
    name: required(CONTACT_NAME_MAX),
    email: emailAddress,
    /** Optional: the order the question is about, as the shopper reads it. */
    order_number: z.string().trim().max(CONTACT_ORDER_NUMBER_MAX).optional(),
    message: required(CONTACT_MESSAGE_MAX),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactSent = z.object({ message: z.string() }).meta({ id: 'ContactSent' });

export const contactCalls = {
  send: defineCall({
    id: 'sendContactMessage',
    method: 'POST',
    path: '/contact',
    summary: "Mails the shop a shopper's message from the contacts page; the reply goes to the address given",
    tag: 'content',
    auth: 'session',
    body: contactMessage,
    response: contactSent,
    status: 201,
    errors: ['rate_limited'],
  }),
};
