'use client';

import { Children, useId, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/constants';
import { storageSlot } from '@/lib/browser-state';

interface Props {
  groupId?: string;
  items: { value: string; label: string }[];
  defaultValue: string;
  children: ReactNode;
}

const noSubscription = () => () => {};

/** Scrolls the list, where its tabs outrun the column, until the chosen one is wholly in view. */
const reveal = (tab: HTMLElement | null) => tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

export function TabsClient({ groupId, items, defaultValue, children }: Props) {
  const [local, setLocal] = useState<string | null>(null);
  // The choice shared by every tab set of a group, in this tab and in the visitor's others.
  const group = groupId ? storageSlot(STORAGE_KEYS.tabsPrefix + groupId) : null;
  const groupChoice = useSyncExternalStore(
    group?.subscribe ?? noSubscription,
    () => group?.get() ?? null,
    () => null,
  );
  const valid = (v: string | null) => (v && items.some((i) => i.value === v) ? v : null);
  const selected = valid(groupChoice) ?? valid(local) ?? defaultValue;
  const baseId = useId();
  const panels = Children.toArray(children);

  const select = (value: string) => {
    setLocal(value);
    group?.set(value);
  };

  // The tabs pattern's keys: the arrows move to the next or previous tab (round the ends), Home
  // and End to the first and last; the tab reached is selected, as a click would.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = items[(target + items.length) % items.length];
    select(next.value);
    const tab = document.getElementById(`${baseId}-tab-${next.value}`);
    tab?.focus();
    reveal(tab);
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
            onClick={(e) => {
              select(item.value);
              reveal(e.currentTarget);
            }}
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
          // Printed above the panel: on paper every panel shows (app/styles/print.css).
          data-label={item.label}
          hidden={selected !== item.value}
        >
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
