import { Children, cloneElement, Fragment, isValidElement, type MouseEventHandler, type ReactNode } from 'react';
import { commandKeyName, isApplePlatform } from '@/lib/apple-platform';
import { INNER_CONTROL_ATTRIBUTE } from '@/lib/plain-click';
import { storedSearchDone } from './modal-kind-state';
import { INPUT_SELECTOR } from './typed-ahead';

/*
 * The start screen's actions on recent and favorite searches (save, remove), without an
 * interactive element inside an option. DocSearch 3.9 draws them as <button>s inside the hit,
 * which is the option (docsearch-a11y.ts), and the listbox pattern allows no control there
 * (axe: nested-interactive). Tab closes the modal (spec section 4), so those buttons were never
 * reachable from the keyboard anyway. Here they become pointer targets (a <span> with the same
 * class, title and handler, hidden from assistive technology, and marked as a control inside
 * the link so a click on it starts no navigation progress), and the keyboard gets the actions
 * on the active option instead (ACTIONS: Ctrl/Cmd+S saves a recent search, Delete removes a
 * recent or favorite one). The option announces those keys (aria-keyshortcuts). A screen reader
 * on a touch screen has neither: stored-search-edit.tsx lists the same actions as buttons after
 * the lists.
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

/** A key that runs an action: the key, and whether Ctrl (Cmd on a Mac) is held with it. */
interface ActionKey {
  key: string;
  command: boolean;
}

/**
 * Each action's keys, written once: the key handler, the option's aria-keyshortcuts and the
 * footer's hint come from here (a letter is written in lower case). Backspace, with or without
 * a modifier, is not one of them: it is how a reader clears the query, and one press too many
 * would remove a search. On a Mac, Delete is fn+Backspace.
 */
export const ACTIONS: Record<HitAction, { keys: ActionKey[]; label: string; button: string; done: string }> = {
  save: { keys: [{ key: 's', command: true }], label: 'to save', button: 'Save', done: 'saved to favorites' },
  remove: { keys: [{ key: 'Delete', command: false }], label: 'to remove', button: 'Remove', done: 'removed' },
};

/**
 * How the modal's footer shows an action's first key, as DocSearch shows its own: "Ctrl S" and
 * "Del", or on Apple's keyboards "⌘ S" and "⌦" (forward delete, fn+Delete on a Mac laptop).
 */
export function keyHint(action: HitAction, apple = isApplePlatform()): string {
  const [{ key, command }] = ACTIONS[action].keys;
  const name = key === 'Delete' ? (apple ? '⌦' : 'Del') : key.toUpperCase();
  return command ? `${commandKeyName(apple)} ${name}` : name;
}

/** An action's keys in aria-keyshortcuts syntax ("Control+S Meta+S"). */
export function ariaKeyShortcuts(action: HitAction): string {
  const name = (key: string) => (key.length === 1 ? key.toUpperCase() : key);
  return ACTIONS[action].keys
    .flatMap(({ key, command }) => (command ? [`Control+${name(key)}`, `Meta+${name(key)}`] : [name(key)]))
    .join(' ');
}

/** The attribute of a hit's link that lists its actions ("save remove"), for the footer's hints. */
export const HIT_ACTIONS_ATTRIBUTE = 'data-hit-actions';
/** The attribute of each pointer target, naming its action, for the keys and buttons that press it. */
export const HIT_ACTION_ATTRIBUTE = 'data-hit-action';

/** What a stored search's option shows: the page's title, and the heading under it when there is one. */
export function storedSearchName(option: Element): string {
  const parts = ['.DocSearch-Hit-title', '.DocSearch-Hit-path'].map((part) => option.querySelector(part)?.textContent);
  return parts.filter(Boolean).join(', ');
}

/**
 * Says what an action did through the modal's status region ("“Secrets” removed."). The same
 * words twice in a row (two stored searches of one title) differ by a trailing no-break space,
 * so the region's text changes and a screen reader says them again.
 */
function sayDone(name: string, action: HitAction) {
  const text = `“${name}” ${ACTIONS[action].done}.`;
  storedSearchDone.set(storedSearchDone.get() === text ? `${text}\u00a0` : text);
}

/**
 * Presses an option's pointer target for an action, and says what it did: false when the option
 * has no such action. The keys and the edit list's buttons (stored-search-edit.tsx) both come here.
 */
export function runHitAction(option: Element | null | undefined, action: HitAction): boolean {
  const target = option?.querySelector<HTMLElement>(`[${HIT_ACTION_ATTRIBUTE}="${action}"]`);
  if (!option || !target) return false;
  // Read before the press: DocSearch redraws the lists without this option.
  const name = storedSearchName(option);
  target.click();
  sayDone(name, action);
  return true;
}

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
            {...{ [HIT_ACTION_ATTRIBUTE]: action, [INNER_CONTROL_ATTRIBUTE]: '' }}
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
  // A held key acts once; Shift, Alt, a composition or a handled press are not these keys.
  if (event.repeat || event.shiftKey || event.altKey || event.isComposing || event.defaultPrevented) return null;
  const command = event.ctrlKey || event.metaKey;
  const pressed = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const matches = ({ key, command: withCommand }: ActionKey) => key === pressed && withCommand === command;
  return (Object.keys(ACTIONS) as HitAction[]).find((action) => ACTIONS[action].keys.some(matches)) ?? null;
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
  if (!active || !runHitAction(root.getElementById(active), action)) return false;
  event.preventDefault();
  return true;
}
