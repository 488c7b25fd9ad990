/**
 * All browser-side state the site keeps outside React: storage slots (one key in localStorage
 * or sessionStorage) and in-memory stores. Both are external stores for useSyncExternalStore.
 * Storage never throws: private modes and blocked storage cost one console warning, and what
 * the page wrote lives on in memory until the next full load.
 */

export type Persistence = 'local' | 'session' | 'none';

/** What useSyncExternalStore takes; every function works unbound. */
export interface ExternalStore<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
}

export interface StorageSlot extends ExternalStore<string | null> {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  /** Tells this tab's readers to read again, after a write made without the slot (by a library). */
  sync: () => void;
}

export interface MemoryStore<T> extends ExternalStore<T> {
  get: () => T;
  set: (value: T) => void;
}

let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
}

/** A value held in memory for the life of the page. */
export function createStore<T>(initial: T): MemoryStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => value,
    getServerSnapshot: () => initial,
  };
}

// One slot per key, so every reader of a key hears every write to it in this tab.
const slots = new Map<string, StorageSlot>();

/** The slot for `key` in local storage, session storage, or (`none`) memory only. */
export function storageSlot(key: string, persistence: Persistence = 'local'): StorageSlot {
  const id = `${persistence}:${key}`;
  let slot = slots.get(id);
  if (!slot) slots.set(id, (slot = createSlot(key, persistence)));
  return slot;
}

function createSlot(key: string, persistence: Persistence): StorageSlot {
  // The last value this page wrote that storage refused: read while storage has none.
  let fallback: string | null = null;
  const listeners = new Set<() => void>();

  /** Runs `op` on the storage; undefined when there is none or it throws. */
  function withStorage<R>(op: (storage: Storage) => R): R | undefined {
    if (persistence === 'none' || typeof window === 'undefined') return undefined;
    try {
      return op(persistence === 'local' ? window.localStorage : window.sessionStorage);
    } catch (error) {
      warnOnce(error);
      return undefined;
    }
  }

  const get = () => withStorage((storage) => storage.getItem(key)) ?? fallback;

  /** Applies a write and tells this tab's readers if the value changed. */
  function write(op: (storage: Storage) => void, value: string | null) {
    const before = get();
    const stored = withStorage((storage) => {
      op(storage);
      return true;
    });
    fallback = stored ? null : value;
    if (get() !== before) listeners.forEach((listener) => listener());
  }

  return {
    get,
    set: (value) => write((storage) => storage.setItem(key, value), value),
    del: () => write((storage) => storage.removeItem(key), null),
    sync: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      // Other tabs' writes arrive as `storage` events (key null: the storage was cleared).
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && event.key !== key) return;
        if (event.storageArea === withStorage((storage) => storage)) listener();
      };
      const crossTab = persistence !== 'none' && typeof window !== 'undefined';
      if (crossTab) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (crossTab) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: get,
    getServerSnapshot: () => null,
  };
}
