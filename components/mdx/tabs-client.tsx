'use client';

import { Children, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/constants';
import { safeStorage } from '@/lib/storage';

const SYNC_EVENT = 'tabs:change';

interface Props {
  groupId?: string;
  items: { value: string; label: string }[];
  defaultValue: string;
  children: ReactNode;
}

export function TabsClient({ groupId, items, defaultValue, children }: Props) {
  const [selected, setSelected] = useState(defaultValue);
  const baseId = useId();
  const panels = Children.toArray(children);

  useEffect(() => {
    if (!groupId) return;
    const stored = safeStorage.get(STORAGE_KEYS.tabsPrefix + groupId);
    if (stored && items.some((i) => i.value === stored)) setSelected(stored);
    const onChange = (e: Event) => {
      const { group, value } = (e as CustomEvent<{ group: string; value: string }>).detail;
      if (group === groupId && items.some((i) => i.value === value)) setSelected(value);
    };
    window.addEventListener(SYNC_EVENT, onChange);
    return () => window.removeEventListener(SYNC_EVENT, onChange);
  }, [groupId, items]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) {
      safeStorage.set(STORAGE_KEYS.tabsPrefix + groupId, value);
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { group: groupId, value } }));
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
