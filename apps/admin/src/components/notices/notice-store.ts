/** A message over the current screen: a stale edit's conflict, or a confirmation of what was done. */
export type Notice = { kind: 'conflict' | 'done'; message: string; detail?: string };

export type NoticeStore = {
  get(): Notice | undefined;
  show(notice: Notice): void;
  dismiss(): void;
  subscribe(listener: () => void): () => void;
};

export const CONFLICT_MESSAGE = 'Someone changed this since you opened it: reload.';

export function createNoticeStore(): NoticeStore {
  let current: Notice | undefined;
  const listeners = new Set<() => void>();
  const set = (next: Notice | undefined) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    show: set,
    dismiss: () => set(undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
