/** The popup system of SPEC §2: popups open from a URL query key, one at a time. */
export const POPUP_KEYS = [
  'add-limit',
  'affiliate-program',
  'avatars',
  'bonus-cancel-lock',
  'bonus-condition',
  'cancel-deposit',
  'change-nickname',
  'change-pass',
  'code-verify',
  'confirm-bonus-unsettled',
  'confirm-bonus',
  'confirm-delete-limit',
  'confirm-email',
  'confirm-limit-update',
  'confirm-session-logout',
  'confirm',
  'cookie-request',
  'demo-game',
  'demo-unavailable',
  'deposit-error',
  'deposit-status',
  'deposit-success',
  'edit-limit',
  'email',
  'fiat',
  'forgot-pass',
  'game-geo-restricted',
  'game-limit-reached',
  'games-filter',
  'geo-popup',
  'get-code',
  'global-search',
  'install-app',
  'mobile-game',
  'phone',
  'quest-rewards',
  'quest-task-games',
  'quest-tasks',
  'quests-hub',
  'referral-transfer',
  'reset-email-send',
  'reset-pass',
  'sign-in',
  'sign-up',
  'tg-news',
  'wallet',
  'wallet-telegram-app',
  'loyaltyLevel',
] as const;

export type PopupKey = (typeof POPUP_KEYS)[number];

const popupKeys = new Set<string>(POPUP_KEYS);

export function isPopupKey(key: string): key is PopupKey {
  return popupKeys.has(key);
}

export const GUEST_ONLY_POPUPS: ReadonlySet<PopupKey> = new Set([
  'sign-in',
  'sign-up',
  'reset-pass',
  'forgot-pass',
  'reset-email-send',
]);

export const LOGGED_IN_ONLY_POPUPS: ReadonlySet<PopupKey> = new Set([
  'change-pass',
  'change-nickname',
  'phone',
  'email',
  'deposit-error',
  'deposit-success',
  'referral-transfer',
  'fiat',
  'confirm',
  'confirm-email',
  'wallet',
  'wallet-telegram-app',
  'confirm-session-logout',
  'avatars',
]);

export const AUTHORIZATION_POPUPS: ReadonlySet<PopupKey> = new Set([
  'forgot-pass',
  'reset-pass',
  'confirm-email',
  'reset-email-send',
]);

export interface PopupViewer {
  isLoggedIn: boolean;
  isProfileConfirmed: boolean;
  isTelegram: boolean;
}

export function canSeePopup(key: PopupKey, viewer: PopupViewer): boolean {
  if (GUEST_ONLY_POPUPS.has(key)) return !viewer.isLoggedIn;
  if (!viewer.isLoggedIn && LOGGED_IN_ONLY_POPUPS.has(key)) return false;
  if (key === 'confirm') return viewer.isProfileConfirmed;
  return true;
}

export type WalletType = 'deposit' | 'withdraw';

export interface OpenPopup {
  key: PopupKey;
  value: string;
  /** Only for the wallet popups: deposit or withdraw; any other value opens it with no type. */
  walletType?: WalletType;
}

export interface PopupResolution {
  popup: OpenPopup | null;
  /** The query to put in the address bar when it must change (a popup the viewer may not see), else null. */
  replaceQuery: string | null;
}

/** Which popup the query opens for this viewer, and whether the query must be rewritten. */
export function resolvePopup(search: string | URLSearchParams, viewer: PopupViewer): PopupResolution {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()].filter(isPopupKey);
  if (keys.length === 0) return { popup: null, replaceQuery: null };

  const [first] = keys;
  let key: PopupKey = first!;
  const value = params.get(key) ?? '';
  let changed = keys.length > 1;

  if (!canSeePopup(key, viewer)) {
    for (const k of keys) params.delete(k);
    return { popup: null, replaceQuery: params.toString() };
  }
  // Inside Telegram the Telegram wallet is used instead of the web one, and the other way round.
  const walletKey: PopupKey = viewer.isTelegram ? 'wallet-telegram-app' : 'wallet';
  if ((key === 'wallet' || key === 'wallet-telegram-app') && key !== walletKey) {
    key = walletKey;
    changed = true;
  }
  for (const k of keys) params.delete(k);
  params.set(key, value);

  const popup: OpenPopup = { key, value };
  if (key === 'wallet' || key === 'wallet-telegram-app') {
    if (value === 'deposit' || value === 'withdraw') popup.walletType = value;
  }
  return { popup, replaceQuery: changed ? params.toString() : null };
}

/** The query after opening a popup: every other popup key removed. */
export function queryWithPopup(search: string | URLSearchParams, key: PopupKey, value = 'true'): string {
  const params = withoutPopups(search);
  params.set(key, value);
  return params.toString();
}

export function withoutPopups(search: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const k of [...params.keys()]) if (isPopupKey(k)) params.delete(k);
  return params;
}
