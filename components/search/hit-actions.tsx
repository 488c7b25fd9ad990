import { Children, cloneElement, Fragment, isValidElement, type MouseEventHandler, type ReactNode } from 'react';
import { INNER_CONTROL_ATTRIBUTE } from '@/lib/plain-click';
import { INPUT_SELECTOR } from './modal-kind-state';

/*
 * The start screen's actions on recent and favorite searches (save, remove), without an
 * interactive element inside an option. DocSearch 3.9 draws them as <button>s inside the hit,
 * which is the option (docsearch-a11y.ts), and the listbox pattern allows no control there
 * (axe: nested-interactive). Tab closes the modal (spec section 4), so those buttons were never
 * reachable from the keyboard anyway. Here they become pointer targets (a <span> with the same
 * class, title and handler, hidden from assistive technology, and marked as a control inside
 * the link so a click on it starts no navigation progress), and the keyboard gets the actions
 * on the active option instead: Ctrl/Cmd+S saves a recent search, Delete removes a recent or
 * favorite one. The option announces those keys (aria-keyshortcuts).
 */

export type HitAction = 'save' | 'remove';

/** DocSearch's action titles, set through its translations: an action is known by its title. */
export const START_SCREEN_TRANSLATIONS = {
  saveRecentSearchButtonTitle: 'Save this search',
  removeRecentSearchButtonTitle: 'Remove this search from history',
  removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
} as const;

const ACTION_OF_TITLE: Record<string, HitAction> = {
  [START_SCREEN_TRANSLATIONS.saveRecentSearchButtonTitle]: 'save',
  [START_SCREEN_TRANSLATIONS.removeRecentSearchButtonTitle]: 'remove',
  [START_SCREEN_TRANSLATIONS.removeFavoriteSearchButtonTitle]: 'remove',
};

/** The keys of each action, in aria-keyshortcuts syntax. */
export const ACTION_KEYS: Record<HitAction, string> = { save: 'Control+S Meta+S', remove: 'Delete' };

/** How the modal's footer shows each action's key, as DocSearch shows its own ("to select"). */
export const ACTION_HINTS: Record<HitAction, { key: string; label: string }> = {
  save: { key: 'Ctrl S', label: 'to save' },
  remove: { key: 'Del', label: 'to remove' },
};

/** The attribute of a hit's link that lists its actions ("save remove"), for the footer's hints. */
export const HIT_ACTIONS_ATTRIBUTE = 'data-hit-actions';

const ACTION_BUTTON = 'DocSearch-Hit-action-button';

interface HostProps {
  className?: string;
  title?: string;
  onClick?: MouseEventHandler;
  children?: ReactNode;
}

/** A hit's content with its action buttons as pointer-only targets, and the actions found. */
export function withPointerActions(content: ReactNode): { content: ReactNode; actions: HitAction[] } {
  const actions: HitAction[] = [];
  const walk = (node: ReactNode): ReactNode =>
    Children.map(node, (child) => {
      if (!isValidElement<HostProps>(child)) return child;
      const { className, title, onClick, children } = child.props;
      if (child.type === 'button' && className?.split(' ').includes(ACTION_BUTTON)) {
        const action = title ? ACTION_OF_TITLE[title] : undefined;
        if (action) actions.push(action);
        return (
          <span
            className={className}
            title={title}
            data-hit-action={action}
            {...{ [INNER_CONTROL_ATTRIBUTE]: '' }}
            aria-hidden="true"
            onClick={onClick}
          >
            {children}
          </span>
        );
      }
      // Only DocSearch's own markup is walked; components (highlighted text, icons) are left whole.
      if ((typeof child.type === 'string' || child.type === Fragment) && children !== undefined) {
        return cloneElement(child, undefined, walk(children));
      }
      return child;
    });
  const result = walk(content);
  return { content: result, actions };
}

/** The action a key press asks for, if any. */
function actionOfKey(event: KeyboardEvent): HitAction | null {
  // A held key acts once; Shift, a composition or a handled press are not these keys.
  if (event.repeat || event.shiftKey || event.isComposing || event.defaultPrevented) return null;
  if (event.key === 'Delete' && !event.ctrlKey && !event.metaKey && !event.altKey) return 'remove';
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') return 'save';
  return null;
}

/**
 * Runs the action a key asks for on the active option of the start screen (an empty query):
 * true when it did, and the key press is spent.
 */
export function runHitActionKey(event: KeyboardEvent, root: Document = document): boolean {
  const action = actionOfKey(event);
  const input = root.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!action || !input || input.value) return false;
  const active = input.getAttribute('aria-activedescendant');
  const target = active
    ? root.getElementById(active)?.querySelector<HTMLElement>(`[data-hit-action="${action}"]`)
    : null;
  if (!target) return false;
  event.preventDefault();
  target.click();
  return true;
}
