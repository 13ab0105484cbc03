import type { StaffMember } from '@kordon/contract';

/** Who is using the back office: not yet known (the refresh cookie is being tried), nobody, or a staff member. */
export type Session = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; staff: StaffMember };

export type SessionStore = {
  get(): Session;
  set(session: Session): void;
  subscribe(listener: () => void): () => void;
};

/** Held outside React: the API client writes it when a refresh succeeds or fails, screens read it. */
export function createSessionStore(initial: Session = { status: 'checking' }): SessionStore {
  let session = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => session,
    set(next) {
      session = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
