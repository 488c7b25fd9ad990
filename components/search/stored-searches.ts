import { storageSlot } from '@/lib/browser-state';
import { SEARCH } from '@/lib/constants';
import type { RecentHit } from '@/lib/search/group-hits';
import { storedSearchKeys } from './history-keys';

type Entry = Record<string, unknown>;

const isObject = (v: unknown): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Stored text as DocSearch may render it (as HTML): the highlight marks kept, any other tag
 * opened as text. Entities the index wrote ("&amp;") stay as they are.
 */
const inert = (text: string) => text.replace(/<(?!\/?mark>)/g, '&lt;');

function clean(value: unknown): unknown {
  if (typeof value === 'string') return inert(value);
  if (Array.isArray(value)) return value.map(clean);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return value;
}

/**
 * A path on this site ("/docs/", not "//elsewhere/") or a web address that parses ("http://[" does
 * not). Tabs and line breaks, which URL parsers drop ("/\t/elsewhere/" is "//elsewhere/"), in neither.
 */
function isAddress(url: string): boolean {
  if (/[\t\n\r]/.test(url)) return false;
  if (/^\/(?![/\\])/.test(url)) return true;
  if (!/^https?:\/\//.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** A stored search as DocSearch keeps it: a hit of the index (a page, or a heading on it). */
export interface StoredHit extends Entry {
  objectID: string;
  url: string;
  type?: unknown;
  hierarchy: Record<string, string | null>;
}

/** A stored hit DocSearch can show: an id, a site path or address, and its headings (text or none). */
const isHit = (v: unknown): v is StoredHit =>
  isObject(v) &&
  typeof v.objectID === 'string' &&
  typeof v.url === 'string' &&
  isAddress(v.url) &&
  isObject(v.hierarchy) &&
  Object.values(v.hierarchy).every((level) => level === null || typeof level === 'string');

/** The stored hits of a list that can be shown, or null when the text is no JSON list. */
function storedHits(raw: string): StoredHit[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return Array.isArray(parsed) ? parsed.filter(isHit) : null;
}

/** A list's hits that can be shown; none for none stored. Their text is DocSearch's HTML: see shownText. */
export const readStoredHits = (raw: string | null): StoredHit[] => (raw === null ? [] : (storedHits(raw) ?? []));

/**
 * A stored text as DocSearch shows it, which renders it as HTML (repaired: "List&lt;T>" shows as
 * "List<T>", "<mark>b</mark>" as "b"), for React to render as text. Browsers only: an inert
 * document parses it, and runs and loads nothing.
 */
export const shownText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * The list as DocSearch can read it, or null when nothing of it can be kept. DocSearch parses
 * these lists without a guard: text that is no JSON list (another script's, or edited by hand)
 * crashed the page as the modal opened, and stored markup reached the DOM as HTML.
 */
export function repairStoredList(raw: string): string | null {
  const hits = storedHits(raw);
  return hits && JSON.stringify(hits.map(clean));
}

/** Repairs an index's stored searches before DocSearch reads them; a repair is a console warning. */
export function repairStoredSearches(indexName: string) {
  for (const key of storedSearchKeys(indexName)) {
    const slot = storageSlot(key);
    const raw = slot.get();
    if (raw === null) continue;
    const repaired = repairStoredList(raw);
    if (repaired === raw) continue;
    console.warn(`Stored searches under ${key} could not all be read; ${repaired ? 'kept what could be' : 'cleared'}.`);
    if (repaired === null) slot.del();
    else slot.set(repaired);
  }
}

/**
 * DocSearch writes the stored searches itself, and storage tells only other tabs: as the modal
 * closes, this tab's readers of them (/search/'s list) read them again.
 */
export function syncStoredSearches(indexName: string) {
  for (const key of storedSearchKeys(indexName)) storageSlot(key).sync();
}

/**
 * Adds a hit to an index's recent searches as the modal does when one of its hits is chosen
 * (DocSearch 3.9): first, once, and not while it is a favorite, as many as the modal keeps
 * (fewer beside favorites). /search/'s results call it, so both search UIs keep one history.
 * A modal open in another tab holds the list it read as it opened, and its next change writes
 * that back over this one, as two of DocSearch's own modals in two tabs do.
 */
export function addRecentSearch(indexName: string, hit: RecentHit) {
  const [recentKey, favoriteKey] = storedSearchKeys(indexName);
  const favorites = readStoredHits(storageSlot(favoriteKey).get());
  if (favorites.some((favorite) => favorite.objectID === hit.objectID)) return;
  const recent = storageSlot(recentKey);
  const others = readStoredHits(recent.get()).filter((stored) => stored.objectID !== hit.objectID);
  const limit = favorites.length ? SEARCH.history.recentBesideFavorites : SEARCH.history.recent;
  // Through the same repair as what the modal reads: a heading's "<" is stored as text.
  const text = repairStoredList(JSON.stringify([hit, ...others].slice(0, limit)));
  if (text) recent.set(text);
}
