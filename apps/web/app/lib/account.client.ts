import type { PersonalInfo, SignedIn } from '@kordon/contract';
import { browserCall } from './api.client';
import { browserSession } from './session/browser-session';

/** The call declarations carry their schemas (zod): they load with the first call, not with the page. */
const declarations = () => import('./call-declarations');

/** spec-coverage 7.1.3 POST /auth/login: e-mails a one-time code, bound to this browser's session. */
export async function requestLoginCode(email: string) {
  const [{ authCalls }, storeId] = await Promise.all([declarations(), browserSession().storeId()]);
  return browserCall(authCalls.login, { body: { email: email.trim(), store_id: storeId } });
}

/** spec-coverage 7.1.4 POST /auth/check: the customer's tokens replace the visitor's. */
export async function signInWithCode(code: string | number): Promise<SignedIn['customer']> {
  const session = browserSession();
  const { authCalls } = await declarations();
  const data = await browserCall(authCalls.check, {
    body: {
      device_id: session.deviceId(),
      platform: 'web',
      store_id: await session.storeId(),
      verification_code: code,
    },
  });
  session.signIn(data);
  return data.customer;
}

export async function loadPersonalInfo(): Promise<PersonalInfo> {
  const { profileCalls } = await declarations();
  return browserCall(profileCalls.personal);
}

export function signOut(): Promise<void> {
  return browserSession().signOut();
}
