import { fieldError, type LoginCodeSent } from '@kordon/contract';
import { inTransaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import {
  type CodeScope,
  issueSignInCode,
  signInCodeLimits as limits,
  redeemSignInCode,
  type SignInCodeRefusal,
} from '../../auth/sign-in-code.service.js';
import { enqueueMail } from '../../mail/mail.service.js';
import { findActiveStaff, markSignedIn } from '../staff/staff.queries.js';
import { renderStaffCodeMail } from './staff-code.mail.js';
import { openStaffSession, type StaffSessionOpened } from './staff-session.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'> & { outbox: { wake(): void } };

/** Staff codes: the customers' table, numbers and sweep, counted apart from theirs (no store). */
const STAFF_CODES: CodeScope = { purpose: 'staff', storeId: null };

const SENT = 'If this address belongs to a staff member, a sign-in code is on its way. Enter it to continue.';

/**
 * Stores a code for any address, so limits and cooldowns answer the same for strangers; only a
 * staff member's address gets the mail. The answer never says which it was.
 */
export async function requestStaffCode(deps: Deps, input: { email: string }, ip: string): Promise<LoginCodeSent> {
  const email = input.email.toLowerCase();
  await inTransaction(deps.db, async (tx) => {
    const code = await issueSignInCode(tx, deps.config.jwtSecret, { scope: STAFF_CODES, email, ip, sessionId: null });
    if (!(await findActiveStaff(tx, { email }))) return;
    const mail = renderStaffCodeMail({
      to: email,
      code,
      siteUrl: deps.config.siteUrl,
      minutes: limits.codeTtlSeconds / 60,
    });
    await enqueueMail(tx, { ...mail, redactAfterSend: true });
  });
  deps.outbox.wake();
  return {
    message: SENT,
    expires_in_seconds: limits.codeTtlSeconds,
    resend_after_seconds: limits.resendCooldownSeconds,
  };
}

type Outcome = { ok: true; opened: StaffSessionOpened } | { ok: false; refusal: SignInCodeRefusal };

/**
 * Redeems the newest code sent to the address and opens a session. A wrong guess is committed
 * before the 422 so attempts add up; a right code for an address that is no longer staff is refused
 * with the same words as a wrong one.
 */
export async function signInStaff(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { email: string; code: string },
  ip: string,
): Promise<StaffSessionOpened> {
  const email = input.email.toLowerCase();
  const outcome = await inTransaction(deps.db, async (tx): Promise<Outcome> => {
    const redeemed = await redeemSignInCode(tx, deps.config.jwtSecret, {
      scope: STAFF_CODES,
      of: { email },
      code: input.code,
      ip,
    });
    if (!redeemed.ok) return redeemed;
    const member = await findActiveStaff(tx, { email });
    if (!member) return { ok: false, refusal: 'invalid_code' };
    return { ok: true, opened: await openStaffSession(tx, deps.config, await markSignedIn(tx, member.id)) };
  });
  if (!outcome.ok) {
    const error = fieldError(outcome.refusal);
    throw AppError.validation({ code: [error] }, error.message);
  }
  return outcome.opened;
}
