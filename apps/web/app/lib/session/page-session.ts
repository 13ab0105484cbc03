import {
  type KeyValueStorage,
  memoryStorage,
  parseStoredCustomer,
  type StoredCustomer,
  safeStorage,
  storageKeys,
} from './session-storage';
import { isCustomerToken } from './token-claims';

// What every page knows of the session before the session machine loads with the first API call:
// whether a customer is signed in (from storage), and what the layout tells the machine.

export type SessionStatus = { signedIn: boolean; customer: StoredCustomer | null };

/**
 * The status stored in `read`'s storage. It keeps its identity while nothing changed, so React
 * bails out (useSyncExternalStore compares snapshots).
 */
export function createStatusReader(read: (key: string) => string | null): () => SessionStatus {
  let snapshot: { key: string; status: SessionStatus } | null = null;
  return () => {
    const token = read(storageKeys.accessToken);
    const customerJson = read(storageKeys.customer);
    const key = `${token}\n${customerJson}`;
    if (snapshot?.key !== key) {
      const signedIn = isCustomerToken(token);
      snapshot = { key, status: { signedIn, customer: signedIn ? parseStoredCustomer(customerJson) : null } };
    }
    return snapshot.status;
  };
}

let storage: KeyValueStorage | null = null;

/** localStorage, or memory when the browser refuses it (private modes): the tabs then share nothing. */
export function pageStorage(): KeyValueStorage {
  if (storage) return storage;
  try {
    const probe = '__kordon_probe';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    storage = window.localStorage;
  } catch {
    storage = memoryStorage();
  }
  return storage;
}

const listeners = new Set<() => void>();
const readStatus = createStatusReader((key) => safeStorage(pageStorage()).get(key));

/** Browser only: the stored session's status. */
export const sessionStatus = (): SessionStatus => readStatus();

/** Listeners hear of a sign-in or sign-out, in this tab (the machine) or another (a `storage` event). */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function notifySessionChanged() {
  for (const listener of listeners) listener();
}

const watched: (string | null)[] = [null, storageKeys.accessToken, storageKeys.customer];
function onStorage(event: StorageEvent) {
  if (watched.includes(event.key)) notifySessionChanged();
}

let knownStoreId: string | null = null;
type ErrorPageHandler = (status: number, toRoot: boolean) => void;
let errorPageHandler: ErrorPageHandler | null = null;

/** The shell passes the store of the page (context.storeId), which saves the machine a /context call. */
export function rememberStoreId(id: number) {
  knownStoreId = String(id);
}

export const rememberedStoreId = () => knownStoreId;

/** The shell shows the error pages asked for below (components/account/session-bridge.tsx). */
export function onErrorPage(handler: ErrorPageHandler): () => void {
  errorPageHandler = handler;
  return () => {
    if (errorPageHandler === handler) errorPageHandler = null;
  };
}

/**
 * spec-coverage 8.1: the shell shows the error page of `status` instead of the page, or at the root (before
 * the shell has mounted, a full load of the root does).
 */
export function showErrorPage(status: number, { toRoot = false } = {}) {
  if (errorPageHandler) errorPageHandler(status, toRoot);
  else if (toRoot) window.location.assign('/');
}

/** spec-coverage 8.4 (455): stored data is already cleared; the root shows 404. */
export const sessionGone = () => showErrorPage(404, { toRoot: true });
