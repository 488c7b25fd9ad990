import type { KeyboardEventHandler, MouseEventHandler } from 'react';
import { countAllKinds, KIND_LABELS, SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import type { KindCounts } from '@/lib/search/client';

interface Props {
  counts: KindCounts;
  /** The chosen kinds; none chosen presses "All". */
  chosen: readonly SearchKind[];
  onToggle: (kind: SearchKind) => void;
  onAll: () => void;
  /** A toolbar in the modal (it handles its own keys), a plain group on /search/. */
  role: 'toolbar' | 'group';
  className?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  onMouseDown?: MouseEventHandler<HTMLDivElement>;
}

/**
 * The kind chips of both search UIs (Docs, Blog, Changelog, Site): toggle buttons (aria-pressed) with
 * their counts. A kind without results cannot be chosen, unless it is chosen already (so it
 * can still be cleared); without any results and nothing chosen there are no chips.
 */
export function KindChips({ counts, chosen, onToggle, onAll, role, className, onKeyDown, onMouseDown }: Props) {
  const total = countAllKinds(counts);
  // Nothing to narrow: no results at all, and no chosen kind to clear.
  if (total === 0 && chosen.length === 0) return null;
  return (
    <div
      role={role}
      aria-label="Filter by kind"
      className={`search-chips${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
    >
      <button type="button" className="search-chip" aria-pressed={chosen.length === 0} onClick={onAll}>
        All <span className="search-chip__count">{total}</span>
      </button>
      {SEARCH_KINDS.map((kind) => {
        const pressed = chosen.includes(kind);
        const count = counts[kind] ?? 0;
        return (
          <button
            key={kind}
            type="button"
            className="search-chip"
            aria-pressed={pressed}
            disabled={!pressed && count === 0}
            onClick={() => onToggle(kind)}
          >
            {KIND_LABELS[kind]} <span className="search-chip__count">{count}</span>
          </button>
        );
      })}
    </div>
  );
}
