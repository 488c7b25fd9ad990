'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SidebarNavCategory } from '@/lib/content/docs-model';
import { samePath } from '@/lib/url-path';
import { centerCurrentLink } from './sidebar-scroll';

interface Props {
  id: string;
  categories: SidebarNavCategory[];
  /** The docs root (/docs/) shows this page, so the sidebar highlights it there. */
  root: { path: string; href: string };
}

/** The one docs sidebar: sections as collapsible categories, the current page highlighted. */
export function DocsSidebar({ id, categories, root }: Props) {
  const currentPath = usePathname();
  const pathname = samePath(currentPath, root.path) ? root.href : currentPath;
  const activeCategory = categories.find((c) => c.items.some((i) => samePath(i.href, pathname)))?.label;
  // Categories the visitor opened or closed; the rest follow the current page.
  const [toggled, setToggled] = useState<Map<string, boolean>>(() => new Map());
  const isOpen = (label: string) => toggled.get(label) ?? label === activeCategory;
  const activeRef = useRef<HTMLAnchorElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // The sidebar is drawn twice (beside the page and in the mobile menu): ids of its own each time.
  const uid = useId();

  useEffect(() => {
    // The categories open and close from now on (before hydration a click does nothing).
    navRef.current?.setAttribute('data-ready', 'true');
    // On first load only, bring the current page into view inside the sidebar (never the
    // window); later navigations keep the sidebar's scroll position. Measured in the next frame,
    // whose layout runs anyway: measuring here forced a layout inside the hydration task.
    const frame = requestAnimationFrame(() => centerCurrentLink(activeRef.current));
    return () => cancelAnimationFrame(frame);
  }, []);

  const toggle = (label: string) => setToggled((prev) => new Map(prev).set(label, !isOpen(label)));

  return (
    <nav ref={navRef} className="docs-sidebar__nav" aria-label="Docs sidebar" data-sidebar-id={id}>
      <ul className="menu">
        {categories.map((category) => {
          const open = isOpen(category.label);
          const listId = `${uid}sidebar-${category.label.replace(/[^\w]+/g, '-')}`;
          return (
            <li
              key={category.label}
              className="menu__category"
              data-active={category.label === activeCategory || undefined}
            >
              <button
                type="button"
                className="menu__category-toggle"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(category.label)}
              >
                <span>{category.label}</span>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="menu__caret">
                  <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              {/* A closed category's links are drawn when it opens, as Docusaurus's lazy
                  categories are: the page's HTML carries the open one's links only. */}
              <ul id={listId} className="menu__list" hidden={!open}>
                {(open ? category.items : []).map((item) => {
                  const active = samePath(item.href, pathname);
                  return (
                    <li key={item.href}>
                      <AppLink
                        ref={active ? activeRef : undefined}
                        href={item.href}
                        className="menu__link"
                        aria-current={active ? 'page' : undefined}
                      >
                        {item.title}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
