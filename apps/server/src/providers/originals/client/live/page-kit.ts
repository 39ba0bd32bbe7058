import { GameApiError } from '../../../kit/client/api.js';
import { h } from '../../../kit/client/dom.js';
import { t } from '../i18n.js';
import type { Money } from '../../../kit/client/money.js';

/** What the page's HTML hands the script (page.ts). */
export type Boot = { launch: string; api: string; gameId: string; messages: Record<string, string>; lang: string };

/** The player's words for a refusal: the wallet's result code first, then the studio's. */
export function refusalText(error: unknown): string {
  if (!(error instanceof GameApiError)) return t('error.generic');
  const key = `error.${error.wallet?.status ?? error.code}`;
  const text = t(key);
  return text === key ? error.message : text;
}

/** A GET of the game API (public reads such as the Crash history). */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new GameApiError('NETWORK', 'No connection to the game server', 0);
  }
  const data = (await response.json().catch(() => null)) as
    (T & { error?: undefined }) | { error: { code: string; message: string } } | null;
  if (!response.ok || data === null || data.error) {
    throw new GameApiError(
      data?.error?.code ?? 'INTERNAL',
      data?.error?.message ?? 'The game server failed',
      response.status,
    );
  }
  return data as T;
}

/**
 * The stake field of the pages with their own panel (Crash, Blackjack): the amount in units of
 * the currency, halved or doubled within the limits, read back as minor units (never a float).
 */
export function amountField(
  limits: { minBet: string; maxBet: string; subunitToUnit: number; currency: string },
  money: Money,
  changed: () => void,
) {
  const min = BigInt(limits.minBet);
  const max = BigInt(limits.maxBet);
  const scale = BigInt(limits.subunitToUnit);
  const decimals = money.decimals;
  const toUnits = (minor: bigint) =>
    decimals === 0
      ? (minor / scale).toString()
      : `${minor / scale}.${(minor % scale).toString().padStart(decimals, '0')}`;
  const toMinor = (text: string): bigint | null => {
    const match = /^\s*(\d{1,15})(?:[.,](\d*))?\s*$/.exec(text);
    if (!match) return null;
    const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
    return BigInt(match[1]!) * scale + (fraction ? BigInt(fraction) : 0n);
  };
  const clamp = (stake: bigint) => (stake < min ? min : stake > max ? max : stake);
  const input = h('input', {
    type: 'text',
    inputmode: 'decimal',
    'aria-label': t('bet.amount'),
    'data-testid': 'bet-amount',
    value: toUnits(min * 10n > max ? min : min * 10n),
    oninput: changed,
  });
  const value = (): bigint | null => {
    const stake = toMinor(input.value);
    return stake === null || stake < min || stake > max ? null : stake;
  };
  const scaleBy = (factor: 'half' | 'double') => () => {
    const stake = value() ?? min;
    input.value = toUnits(clamp(factor === 'half' ? stake / 2n : stake * 2n));
    changed();
  };
  const half = h('button', { type: 'button', class: 'chip', onclick: scaleBy('half') }, '½');
  const double = h('button', { type: 'button', class: 'chip', onclick: scaleBy('double') }, '2×');
  const element = h(
    'label',
    { class: 'field' },
    h('span', { class: 'label' }, t('bet.amount'), h('span', { class: 'muted' }, limits.currency)),
    h('span', { class: 'input' }, input, half, double),
  );
  return {
    element,
    value,
    setDisabled(disabled: boolean) {
      input.disabled = disabled;
      half.disabled = disabled;
      double.disabled = disabled;
    },
  };
}
