'use client';

import { DOCS_PLUGIN_ID, DOCS_VERSION, STORAGE_KEYS } from '@/lib/constants';
import { storageSlot } from '@/lib/browser-state';
import { AppLink } from '@/components/ui/app-link';

const preferredVersion = storageSlot(`${STORAGE_KEYS.docsPreferredVersionPrefix}${DOCS_PLUGIN_ID}`);

/** Docs version menu: one version, "current", labelled Next; the choice is remembered per docs plugin. */
export function DocsVersionDropdown({ label }: { label: string }) {
  const versions = [DOCS_VERSION];
  return (
    <details className="dropdown">
      <summary className="navbar__link" aria-label={`${label}: ${DOCS_VERSION.label}`}>
        {DOCS_VERSION.label}
      </summary>
      <ul className="dropdown__menu">
        {versions.map((v) => (
          <li key={v.name}>
            <AppLink className="dropdown__link" href={v.path} onClick={() => preferredVersion.set(v.name)}>
              {v.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
