// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: slots are shared per key and the storage warning is logged once
// per page, so each test starts as a new page would.
let state: typeof import('@/lib/browser-state');
beforeEach(async () => {
  vi.resetModules();
  state = await import('@/lib/browser-state');
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const blocked = () => new DOMException('The operation is insecure.', 'SecurityError');

/** Makes `window.localStorage` itself throw, as Safari and Firefox do when storage is blocked. */
function blockLocalStorage() {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw blocked();
    },
  });
  return () => Object.defineProperty(window, 'localStorage', original);
}

describe('storage slots', () => {
  it('read, write and delete one key of local storage as plain strings', () => {
    const slot = state.storageSlot('docs-sidebar-hidden');
    expect(slot.get()).toBeNull();
    slot.set('true');
    expect(localStorage.getItem('docs-sidebar-hidden')).toBe('true');
    expect(slot.get()).toBe('true');
    localStorage.setItem('docs-sidebar-hidden', 'false');
    expect(slot.get()).toBe('false');
    slot.del();
    expect(localStorage.getItem('docs-sidebar-hidden')).toBeNull();
    expect(slot.get()).toBeNull();
  });

  it('keep session and local storage apart', () => {
    const session = state.storageSlot('asset-reload', 'session');
    const local = state.storageSlot('asset-reload', 'local');
    session.set('{"path":"/search/","at":1}');
    expect(sessionStorage.getItem('asset-reload')).toBe('{"path":"/search/","at":1}');
    expect(localStorage.getItem('asset-reload')).toBeNull();
    expect(local.get()).toBeNull();
    local.set('other');
    expect(session.get()).toBe('{"path":"/search/","at":1}');
  });

  it('are one object per key and persistence', () => {
    expect(state.storageSlot('tabs-os')).toBe(state.storageSlot('tabs-os', 'local'));
    expect(state.storageSlot('tabs-os', 'session')).not.toBe(state.storageSlot('tabs-os'));
  });

  it('with persistence "none" keep the value in memory only', () => {
    const slot = state.storageSlot('tabs-os', 'none');
    slot.set('macos');
    expect(slot.get()).toBe('macos');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('read null on the server', () => {
    expect(state.storageSlot('theme').getServerSnapshot()).toBeNull();
  });
});

describe('blocked storage', () => {
  it('costs one console warning, never an exception, and the page keeps what it wrote', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const restore = blockLocalStorage();
    try {
      const slot = state.storageSlot('tabs-os');
      const other = state.storageSlot('announcement-id');
      expect(slot.get()).toBeNull();
      slot.set('macos');
      expect(slot.get()).toBe('macos');
      other.set('release-1-4-20');
      slot.del();
      expect(slot.get()).toBeNull();
      expect(other.get()).toBe('release-1-4-20');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/storage is unavailable/i);
    } finally {
      restore();
    }
  });

  it('survives a Storage whose every method throws (a full quota, a revoked permission)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw blocked();
      });
    }
    const slot = state.storageSlot('asset-reload', 'session');
    expect(() => slot.set('mark')).not.toThrow();
    expect(slot.get()).toBe('mark');
    expect(() => slot.del()).not.toThrow();
    expect(slot.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('prefers what storage holds once a write succeeds again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw blocked();
    });
    const slot = state.storageSlot('tabs-os');
    slot.set('macos');
    expect(slot.get()).toBe('macos');
    expect(localStorage.getItem('tabs-os')).toBeNull();
    setItem.mockRestore();
    slot.set('linux');
    expect(localStorage.getItem('tabs-os')).toBe('linux');
    localStorage.removeItem('tabs-os');
    expect(slot.get()).toBeNull();
  });
});

describe('subscriptions', () => {
  it('hear every change of their key in this tab, and only changes', () => {
    const slot = state.storageSlot('tabs-os');
    const heard = vi.fn();
    const otherKey = vi.fn();
    const unsubscribe = slot.subscribe(heard);
    state.storageSlot('tabs-lang').subscribe(otherKey);
    slot.set('macos');
    slot.set('macos');
    expect(heard).toHaveBeenCalledTimes(1);
    slot.set('linux');
    slot.del();
    slot.del();
    expect(heard).toHaveBeenCalledTimes(3);
    expect(otherKey).not.toHaveBeenCalled();
    unsubscribe();
    slot.set('windows');
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('hear other tabs through the storage event, for their key and storage area only', () => {
    const slot = state.storageSlot('tabs-os');
    const heard = vi.fn();
    const unsubscribe = slot.subscribe(heard);
    const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));
    fire({ key: 'tabs-os', newValue: 'macos', storageArea: localStorage });
    expect(heard).toHaveBeenCalledTimes(1);
    fire({ key: null, storageArea: localStorage });
    expect(heard).toHaveBeenCalledTimes(2);
    fire({ key: 'tabs-lang', newValue: 'py', storageArea: localStorage });
    fire({ key: 'tabs-os', newValue: 'macos', storageArea: sessionStorage });
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    fire({ key: 'tabs-os', newValue: 'linux', storageArea: localStorage });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('re-render a component that reads the slot with useSyncExternalStore', () => {
    const slot = state.storageSlot('tabs-os');
    const { result } = renderHook(() => useSyncExternalStore(slot.subscribe, slot.getSnapshot, slot.getServerSnapshot));
    expect(result.current).toBeNull();
    act(() => slot.set('macos'));
    expect(result.current).toBe('macos');
    act(() => {
      localStorage.setItem('tabs-os', 'linux');
      window.dispatchEvent(new StorageEvent('storage', { key: 'tabs-os', storageArea: localStorage }));
    });
    expect(result.current).toBe('linux');
  });
});

describe('memory stores', () => {
  it('notify on change only and give the server their initial value', () => {
    const pending = state.createStore(false);
    const heard = vi.fn();
    const unsubscribe = pending.subscribe(heard);
    pending.set(false);
    expect(heard).not.toHaveBeenCalled();
    pending.set(true);
    expect(pending.get()).toBe(true);
    expect(pending.getSnapshot()).toBe(true);
    expect(pending.getServerSnapshot()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    pending.set(false);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
