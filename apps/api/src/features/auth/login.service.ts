import type { LanguageCode, LoginCodeSent, LoginRequest } from '@kordon/contract';
import type { AppDeps } from '../../deps.js';
import { enqueueMail } from '../mail/mail.service.js';
import { type AuthSession, assertSameStore } from './auth.hooks.js';
import { addressUsage, codesSentFromIp, insertCode, lockLoginKeys, pruneOldCodes } from './code.queries.js';
import { loginLimits as limits, RateLimitedError, waitMessage } from './login.limits.js';
import { renderLoginCodeMail } from './login-code.mail.js';
import { generateCode, hashCode } from './one-time-code.js';
import { assertStoreExists } from './session.service.js';

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
    await lockLoginKeys(tx, store.id, email, context.ip);
    const address = await addressUsage(tx, store.id, email, limits.resendCooldownSeconds);
    if (address.cooldownLeft > 0) {
      throw new RateLimitedError(waitMessage(address.cooldownLeft, 'requesting a new code'), address.cooldownLeft);
    }
    if (address.lastHour >= limits.codesPerAddressPerHour) {
      throw new RateLimitedError(waitMessage(address.hourLeft, 'requesting a new code'), address.hourLeft);
    }
    if (address.lastDay >= limits.codesPerAddressPerDay) {
      throw new RateLimitedError(waitMessage(address.dayLeft, 'requesting a new code'), address.dayLeft);
    }
    const ip = await codesSentFromIp(tx, context.ip);
    if (ip.count >= limits.codesPerIpPerHour) {
      throw new RateLimitedError(waitMessage(ip.left, 'requesting more codes'), ip.left);
    }
    const code = generateCode();
    await insertCode(tx, {
      storeId: store.id,
      email,
      codeHash: hashCode(deps.config.jwtSecret, email, code),
      ttlSeconds: limits.codeTtlSeconds,
      ip: context.ip,
      sessionId: session.sessionId,
    });
    await pruneOldCodes(tx, store.id, email, limits.keepRowsDays);
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
