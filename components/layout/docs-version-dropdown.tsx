'use client';

import { DOCS_PLUGIN_ID, DOCS_VERSION, STORAGE_KEYS } from '@/lib/constants';
import { storageSlot } from '@/lib/browser-state';
import { AppLink } from '@/components/ui/app-link';
import { isModifiedClick } from '@/lib/plain-click';

const preferredVersion = storageSlot(`${STORAGE_KEYS.docsPreferredVersionPrefix}${DOCS_PLUGIN_ID}`);

/**
 * Docs version menu: one version, "current", labelled Next; the choice is remembered per docs
 * plugin. Its entry leads to the version's first page, except on a page of its docs (the layout
 * marks them with the version's area): there the same page in that version is the page shown,
 * as Docusaurus links it, so choosing it keeps the reader's place.
 */
export function DocsVersionDropdown({ label, area }: { label: string; area: string }) {
  const versions = [DOCS_VERSION];
  return (
    <details className="dropdown">
      <summary className="navbar__link" aria-label={`${label}: ${DOCS_VERSION.label}`}>
        {DOCS_VERSION.label}
      </summary>
      <ul className="dropdown__menu">
        {versions.map((v) => (
          <li key={v.name}>
            <AppLink
              className="dropdown__link"
              href={v.path}
              onClick={(event) => {
                preferredVersion.set(v.name);
                // A new tab or window (a modified click) opens the version's first page.
                if (!isModifiedClick(event) && document.querySelector(`[data-site-area="${CSS.escape(area)}"]`))
                  event.preventDefault();
              }}
            >
              {v.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
