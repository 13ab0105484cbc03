import { useSyncExternalStore } from 'react';
import { browserSession } from './browser-session';
import type { SessionStatus } from './session-machine';

const signedOut: SessionStatus = { signedIn: false, customer: null };
const subscribe = (listener: () => void) => browserSession().subscribe(listener);
const current = () => browserSession().status();

/**
 * Whether the visitor is signed in, and as whom. The server cannot know (the tokens live in
 * localStorage), so it renders the signed-out state and the browser corrects it after hydration.
 */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribe, current, () => signedOut);
}
