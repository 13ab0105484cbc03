import type { LoginCodeSent, PersonalInfo, SignedIn } from '@kordon/contract';
import { apiFetch } from './api.client';
import { browserSession } from './session/browser-session';

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** Spec §7 POST /auth/login: e-mails a one-time code, bound to this browser's session. */
export async function requestLoginCode(email: string): Promise<LoginCodeSent> {
  const storeId = await browserSession().storeId();
  return (await apiFetch<LoginCodeSent>('/auth/login', post({ email: email.trim(), store_id: storeId }))).data;
}

/** Spec §7 POST /auth/check: the customer's tokens replace the visitor's. */
export async function signInWithCode(code: string | number): Promise<SignedIn['customer']> {
  const session = browserSession();
  const body = {
    device_id: session.deviceId(),
    platform: 'web',
    store_id: await session.storeId(),
    verification_code: code,
  };
  const { data } = await apiFetch<SignedIn>('/auth/check', post(body));
  session.signIn(data);
  return data.customer;
}

export async function loadPersonalInfo(): Promise<PersonalInfo> {
  return (await apiFetch<PersonalInfo>('/profile/personal')).data;
}

export function signOut(): Promise<void> {
  return browserSession().signOut();
}
