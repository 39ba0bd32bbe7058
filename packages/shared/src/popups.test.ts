import { describe, expect, it } from 'vitest';
import {
  canSeePopup,
  POPUP_KEYS,
  queryWithPopup,
  resolvePopup,
  withoutPopups,
  type PopupKey,
  type PopupViewer,
} from './popups.js';

const guest: PopupViewer = { isLoggedIn: false, isProfileConfirmed: false, isTelegram: false };
const player: PopupViewer = { isLoggedIn: true, isProfileConfirmed: false, isTelegram: false };
const confirmedPlayer: PopupViewer = { ...player, isProfileConfirmed: true };
const telegramPlayer: PopupViewer = { ...player, isTelegram: true };

const GUEST_ONLY: PopupKey[] = ['sign-in', 'sign-up', 'reset-pass', 'forgot-pass', 'reset-email-send'];
const LOGGED_IN_ONLY: PopupKey[] = [
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
];

describe('POPUP_KEYS', () => {
  it('contains every guest-only and logged-in-only popup', () => {
    for (const key of [...GUEST_ONLY, ...LOGGED_IN_ONLY]) expect(POPUP_KEYS).toContain(key);
  });
});

describe('canSeePopup', () => {
  it('shows guest-only popups to guests only', () => {
    for (const key of GUEST_ONLY) {
      expect(canSeePopup(key, guest)).toBe(true);
      expect(canSeePopup(key, confirmedPlayer)).toBe(false);
    }
  });

  it('shows logged-in-only popups to logged-in players only', () => {
    for (const key of LOGGED_IN_ONLY) {
      expect(canSeePopup(key, guest)).toBe(false);
      expect(canSeePopup(key, confirmedPlayer)).toBe(true);
    }
  });

  it('shows confirm only to a player with a confirmed profile', () => {
    expect(canSeePopup('confirm', player)).toBe(false);
    expect(canSeePopup('confirm', confirmedPlayer)).toBe(true);
  });

  it('shows popups without an access rule to everyone', () => {
    expect(canSeePopup('global-search', guest)).toBe(true);
    expect(canSeePopup('global-search', player)).toBe(true);
  });
});

describe('resolvePopup', () => {
  it('opens nothing and leaves the query alone without a popup key', () => {
    expect(resolvePopup('?ref=abc', guest)).toEqual({ popup: null, replaceQuery: null });
  });

  it('opens the popup named by the query key without rewriting the query', () => {
    expect(resolvePopup('?sign-in=true', guest)).toEqual({
      popup: { key: 'sign-in', value: 'true' },
      replaceQuery: null,
    });
  });

  it('keeps only the first of several popup keys and rewrites the query', () => {
    const { popup, replaceQuery } = resolvePopup('?sign-in=true&sign-up=true&global-search=true', guest);
    expect(popup).toEqual({ key: 'sign-in', value: 'true' });
    expect(new URLSearchParams(replaceQuery!)).toEqual(new URLSearchParams('sign-in=true'));
  });

  it('keeps the other parameters when dropping extra popup keys', () => {
    const { replaceQuery } = resolvePopup('?ref=abc&sign-in=true&sign-up=true', guest);
    const params = new URLSearchParams(replaceQuery!);
    expect(params.get('ref')).toBe('abc');
    expect(params.get('sign-in')).toBe('true');
    expect(params.has('sign-up')).toBe(false);
  });

  it('removes a guest-only popup from the query of a logged-in player, keeping other parameters', () => {
    expect(resolvePopup('?sign-in=true&ref=abc', player)).toEqual({ popup: null, replaceQuery: 'ref=abc' });
  });

  it('removes a logged-in-only popup from the query of a guest', () => {
    expect(resolvePopup('?wallet=deposit', guest)).toEqual({ popup: null, replaceQuery: '' });
  });

  it('removes confirm for a player whose profile is not confirmed', () => {
    expect(resolvePopup('?confirm=true', player)).toEqual({ popup: null, replaceQuery: '' });
  });

  it('opens confirm for a player with a confirmed profile', () => {
    expect(resolvePopup('?confirm=true', confirmedPlayer).popup).toEqual({ key: 'confirm', value: 'true' });
  });

  it('opens the wallet on the deposit tab for wallet=deposit', () => {
    expect(resolvePopup('?wallet=deposit', player)).toEqual({
      popup: { key: 'wallet', value: 'deposit', walletType: 'deposit' },
      replaceQuery: null,
    });
  });

  it('opens the wallet on the withdraw tab for wallet=withdraw', () => {
    expect(resolvePopup('?wallet=withdraw', player).popup).toEqual({
      key: 'wallet',
      value: 'withdraw',
      walletType: 'withdraw',
    });
  });

  it('opens the wallet with no type for any other value', () => {
    const { popup } = resolvePopup('?wallet=foo', player);
    expect(popup?.key).toBe('wallet');
    expect(popup?.walletType).toBeUndefined();
  });

  it('opens the Telegram wallet instead of the wallet inside Telegram', () => {
    const { popup, replaceQuery } = resolvePopup('?wallet=deposit&ref=abc', telegramPlayer);
    expect(popup).toEqual({ key: 'wallet-telegram-app', value: 'deposit', walletType: 'deposit' });
    const params = new URLSearchParams(replaceQuery!);
    expect(params.get('wallet-telegram-app')).toBe('deposit');
    expect(params.has('wallet')).toBe(false);
    expect(params.get('ref')).toBe('abc');
  });

  it('opens the web wallet when the Telegram wallet is asked for outside Telegram', () => {
    const { popup, replaceQuery } = resolvePopup('?wallet-telegram-app=withdraw', player);
    expect(popup).toEqual({ key: 'wallet', value: 'withdraw', walletType: 'withdraw' });
    expect(replaceQuery).toBe('wallet=withdraw');
  });

  it('accepts URLSearchParams as well as a string', () => {
    expect(resolvePopup(new URLSearchParams('sign-up=true'), guest).popup).toEqual({ key: 'sign-up', value: 'true' });
  });
});

describe('queryWithPopup', () => {
  it('sets the popup key to true by default', () => {
    expect(queryWithPopup('', 'sign-in')).toBe('sign-in=true');
  });

  it('closes every other popup and keeps the non-popup parameters', () => {
    const params = new URLSearchParams(queryWithPopup('?ref=abc&sign-in=true&global-search=true', 'wallet', 'deposit'));
    expect([...params.entries()]).toEqual([
      ['ref', 'abc'],
      ['wallet', 'deposit'],
    ]);
  });

  it('replaces the value of the same popup key', () => {
    expect(queryWithPopup('?wallet=deposit', 'wallet', 'withdraw')).toBe('wallet=withdraw');
  });
});

describe('withoutPopups', () => {
  it('removes every popup key and keeps the other parameters', () => {
    expect(withoutPopups('?sign-in=true&ref=abc&wallet=deposit&utm_source=x').toString()).toBe('ref=abc&utm_source=x');
  });
});
