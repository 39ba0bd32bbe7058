import { isPopupKey, queryWithPopup, withoutPopups, type PopupKey } from '@casino/shared/popups';

/** Marks a history entry that was pushed for a popup: the entry below it is the same page without one. */
export const POPUP_ENTRY_STATE = { popupEntry: true } as const;

export function isPopupEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { popupEntry?: unknown }).popupEntry === true;
}

export function hasPopup(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some(isPopupKey);
}

type Step = { kind: 'push' | 'replace'; search: string; state: typeof POPUP_ENTRY_STATE | null } | { kind: 'back' };

/**
 * Popups are history entries: the first one opened pushes an entry, so Back closes it;
 * switching to another popup replaces that entry (one Back still closes).
 */
export function openStep(search: string, key: PopupKey, value: string): Step {
  return {
    kind: hasPopup(search) ? 'replace' : 'push',
    search: queryWithPopup(search, key, value),
    state: POPUP_ENTRY_STATE,
  };
}

/**
 * Closing goes back when the popup has its own entry (the page is right below it);
 * a popup the visitor landed on has none, so its query is removed in place.
 */
export function closeStep(search: string, state: unknown): Step {
  if (isPopupEntry(state)) return { kind: 'back' };
  return { kind: 'replace', search: withoutPopups(search).toString(), state: null };
}
