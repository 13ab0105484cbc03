import type { LanguageCode, LoginCodeSent, LoginRequest } from '@kordon/contract';
import type { AppDeps } from '../../deps.js';
import { enqueueMail } from '../mail/mail.service.js';
import { type AuthSession, assertSameStore } from './auth.hooks.js';
import { loginLimits as limits } from './login.limits.js';
import { renderLoginCodeMail } from './login-code.mail.js';
import { assertStoreExists } from './session.service.js';
import { issueSignInCode } from './sign-in-code.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'> & { outbox: { wake(): void } };
type Context = { ip: string; lang: LanguageCode };

const sentMessage: Record<LanguageCode, string> = {
  en: 'We have sent a sign-in code to this address. Enter it to continue.',
  ru: 'Мы отправили код для входа на этот адрес. Введите его, чтобы продолжить.',
};

/** E-mails a one-time code bound to this session; the answer never tells whether the address has an account. */
export async function requestLoginCode(
  deps: Deps,
  session: AuthSession,
  input: LoginRequest,
  context: Context,
): Promise<LoginCodeSent> {
  assertSameStore(session, input.store_id);
  const email = input.email.toLowerCase();
  const store = await assertStoreExists(deps.db, input.store_id);
  await deps.db.transaction(async (tx) => {
    const code = await issueSignInCode(tx, deps.config.jwtSecret, {
      scope: { purpose: 'login', storeId: store.id },
      email,
      ip: context.ip,
      sessionId: session.sessionId,
    });
    const mail = renderLoginCodeMail({
      to: email,
      code,
      lang: context.lang,
      siteUrl: deps.config.siteUrl,
      storeName: store.name,
      minutes: limits.codeTtlSeconds / 60,
    });
    await enqueueMail(tx, { ...mail, redactAfterSend: true });
  });
  deps.outbox.wake();
  return {
    message: sentMessage[context.lang],
    expires_in_seconds: limits.codeTtlSeconds,
    resend_after_seconds: limits.resendCooldownSeconds,
  };
}
