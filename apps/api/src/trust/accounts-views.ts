import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { oneTimeCodes } from '../db/schema/index.js';
import { codeIn } from '../features/auth/auth.testing.js';
import type { MailboxEntry } from '../features/mail/file-mailbox.js';
import type { TestApp } from '../testing/test-app.js';

/** Helpers of the "no account oracle" checks: what a client can compare between two answers. */

/** Everything a client sees of an answer but its date: status, headers, body. */
export function visiblePart(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.json() };
}

/** A sign-in mail with its code and its address blanked out. */
export function mailShape(mail: MailboxEntry, email: string) {
  const code = codeIn(mail.text);
  const blank = (text: string) => text.replaceAll(code, '######').replaceAll(email.toLowerCase(), 'ADDRESS');
  return { subject: blank(mail.subject), text: blank(mail.text), html: blank(mail.html) };
}

/**
 * Gives every code row of these addresses the same age (seconds, a fraction keeps clear of a
 * second's boundary), so that two answers count the same time to wait.
 */
export const setCodeAge = (t: Pick<TestApp, 'db'>, emails: string[], seconds: number) =>
  t.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(inArray(oneTimeCodes.email, emails));

/** The same for the code rows one client address asked for. */
export const setCodeAgeOfIp = (t: Pick<TestApp, 'db'>, ip: string, seconds: number) =>
  t.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(inArray(oneTimeCodes.requestIp, [ip]));
