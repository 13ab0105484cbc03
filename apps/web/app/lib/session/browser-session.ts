import { callApi } from '../api-call';
import { clearStoredSettings } from '../settings';
import { notifySessionChanged, pageStorage, rememberedStoreId, rememberStoreId, sessionGone } from './page-session';
import { createSession, type Session } from './session-machine';

// The page's session machine, loaded with the browser's API client on its first call; until then
// page-session.ts reads the stored status for the header.

let session: Session | null = null;

async function storeId(): Promise<string> {
  const known = rememberedStoreId();
  if (known) return known;
  // Only a page without the layout's data gets here: the declaration (and zod) loads now.
  const { storeCalls } = await import('../call-declarations');
  const { data } = await callApi((path, init) => fetch(path, init), {}, storeCalls.context);
  rememberStoreId(data.storeId);
  return String(data.storeId);
}

/** A UUID v4; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Tabs share the stored refresh token; the lock keeps two of them from spending it twice (a 418). */
async function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return task();
  let result!: T;
  await navigator.locks.request('kordon-session-renewal', async () => {
    result = await task();
  });
  return result;
}

/** The one session of this page; browser only. */
export function browserSession(): Session {
  if (session) return session;
  const created = createSession({
    storage: pageStorage(),
    fetch: (url, init) => window.fetch(url, init),
    storeId,
    // The spec's "browser fingerprint": a random id kept in localStorage identifies the device as
    // well for the API (it only records it), without the privacy cost of fingerprinting.
    newDeviceId: randomId,
    exclusive: acrossTabs,
    onSettingsCleared: clearStoredSettings,
    onGone: sessionGone,
  });
  // Sign-in and sign-out here reach the header through page-session's listeners.
  created.subscribe(notifySessionChanged);
  session = created;
  return created;
}
