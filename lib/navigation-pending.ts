/**
 * Whether a client navigation has been under way for longer than NAVIGATION_DELAY_MS: the
 * progress bar sets it, the loading spinner shows it. A tiny store React reads with
 * useSyncExternalStore.
 */
let pending = false;
const listeners = new Set<() => void>();

export const navigationPending = {
  get: (): boolean => pending,
  set(value: boolean) {
    if (pending === value) return;
    pending = value;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
