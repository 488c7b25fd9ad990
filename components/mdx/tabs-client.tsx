'use client';

import { Children, useId, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/constants';
import { safeStorage } from '@/lib/storage';

const SYNC_EVENT = 'tabs:change';

interface Props {
  groupId?: string;
  items: { value: string; label: string }[];
  defaultValue: string;
  children: ReactNode;
}

function subscribe(onChange: () => void) {
  window.addEventListener(SYNC_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SYNC_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The choice shared by every tab set of a group: remembered in storage, announced by an event. */
function useGroupChoice(groupId: string | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (groupId ? (safeStorage.get(STORAGE_KEYS.tabsPrefix + groupId) ?? lastChoice.get(groupId) ?? null) : null),
    () => null,
  );
}

// Keeps group sync working in memory when browser storage is unavailable.
const lastChoice = new Map<string, string>();

export function TabsClient({ groupId, items, defaultValue, children }: Props) {
  const [local, setLocal] = useState<string | null>(null);
  const groupChoice = useGroupChoice(groupId);
  const valid = (v: string | null) => (v && items.some((i) => i.value === v) ? v : null);
  const selected = valid(groupChoice) ?? valid(local) ?? defaultValue;
  const baseId = useId();
  const panels = Children.toArray(children);

  const select = (value: string) => {
    setLocal(value);
    if (groupId) {
      lastChoice.set(groupId, value);
      safeStorage.set(STORAGE_KEYS.tabsPrefix + groupId, value);
      window.dispatchEvent(new Event(SYNC_EVENT));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = items[(index + delta + items.length) % items.length];
    select(next.value);
    document.getElementById(`${baseId}-tab-${next.value}`)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.value}
            id={`${baseId}-tab-${item.value}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={selected === item.value}
            aria-controls={`${baseId}-panel-${item.value}`}
            tabIndex={selected === item.value ? 0 : -1}
            onClick={() => select(item.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.value}
          id={`${baseId}-panel-${item.value}`}
          role="tabpanel"
          className="tabs__panel"
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={selected !== item.value}
        >
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
