import { useSyncExternalStore } from 'react';
import { type SessionStatus, sessionStatus, subscribeToSession } from './page-session';

const signedOut: SessionStatus = { signedIn: false, customer: null };

/**
 * Whether the visitor is signed in, and as whom. The server cannot know (the tokens live in
 * localStorage), so it renders the signed-out state and the browser corrects it after hydration.
 */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribeToSession, sessionStatus, () => signedOut);
}
