import { storeCalls } from '@kordon/contract';
import { callApi } from '../api-call';
import { clearStoredSettings } from '../settings';
import { createSession, type Session } from './session-machine';
import { type KeyValueStorage, memoryStorage, storageKeys } from './session-storage';

let session: Session | null = null;
let knownStoreId: string | null = null;
let goneHandler: (() => void) | null = null;

/** The shell passes the store of the page (context.storeId), which saves a /context call. */
export function rememberStoreId(id: number) {
  knownStoreId = String(id);
}

/** Spec §8 455: the shell navigates to the root and shows 404; before it mounts, a full load does. */
export function onSessionGone(handler: () => void): () => void {
  goneHandler = handler;
  return () => {
    if (goneHandler === handler) goneHandler = null;
  };
}

async function storeId(): Promise<string> {
  if (knownStoreId) return knownStoreId;
  const { data } = await callApi((path, init) => fetch(path, init), {}, storeCalls.context);
  knownStoreId = String(data.storeId);
  return knownStoreId;
}

/** A UUID v4; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function localStorageOrMemory(): KeyValueStorage {
  try {
    const probe = '__kordon_probe';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
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
    storage: localStorageOrMemory(),
    fetch: (url, init) => window.fetch(url, init),
    storeId,
    // The spec's "browser fingerprint": a random id kept in localStorage identifies the device as
    // well for the API (it only records it), without the privacy cost of fingerprinting.
    newDeviceId: randomId,
    exclusive: acrossTabs,
    onSettingsCleared: clearStoredSettings,
    onGone: () => (goneHandler ? goneHandler() : window.location.assign('/')),
  });
  // Another tab signed in or out: the header here follows.
  const watched: string[] = [storageKeys.accessToken, storageKeys.customer];
  window.addEventListener('storage', (event) => {
    if (event.key === null || watched.includes(event.key)) created.notifyStorageChanged();
  });
  session = created;
  return created;
}
