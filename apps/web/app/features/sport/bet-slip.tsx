import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { SegmentedControl } from '../../ui/segmented-control';
import { usePlayerId } from '../../lib/root-data';
import { useFormatMoney } from '../games/use-money';
import { usePopup } from '../popups/use-popup';
import { ApiError } from '../session/api-client';
import { useWalletAccounts } from '../wallet/use-wallet';
import { useCurrencies } from '../account/use-settings';
import { useBetSlip, type SlipMode } from './bet-slip-store';
import { useSportApi } from './sport-token';
import { comboOdds, formatOdds, payoutFor } from './odds';
import type { SportBet } from './sport-types';

/** The named full covers by how many picks they take. */
const NAMED_SYSTEMS: Record<number, string[]> = {
  3: ['trixie', 'patent'],
  4: ['yankee', 'lucky15'],
  5: ['canadian', 'lucky31'],
  6: ['heinz', 'lucky63'],
};
const PRESETS = ['1', '5', '10', '50'];

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The lines a system of n picks holds. */
export function systemLines(system: string, n: number): number {
  const sizes: Record<string, number[]> = {
    trixie: [2, 3],
    patent: [1, 2, 3],
    yankee: [2, 3, 4],
    lucky15: [1, 2, 3, 4],
    canadian: [2, 3, 4, 5],
    lucky31: [1, 2, 3, 4, 5],
    heinz: [2, 3, 4, 5, 6],
    lucky63: [1, 2, 3, 4, 5, 6],
  };
  const k = /^(\d+)\/(\d+)$/.exec(system);
  return (sizes[system] ?? (k ? [Number(k[1])] : [])).reduce((sum, size) => sum + binomial(n, size), 0);
}

/** Whole units typed by the player to minor units (two decimals at most). */
function toMinor(text: string, subunit: number): bigint | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * BigInt(subunit) + (BigInt((match[2] ?? '').padEnd(2, '0')) * BigInt(subunit)) / 100n;
}

/** The live delay running out: a bar that empties until the bet is confirmed. */
function DelayBar({ until }: { until: number }) {
  const [width, setWidth] = useState(100);
  const [duration] = useState(() => Math.max(0, until - Date.now()));
  useEffect(() => {
    const frame = requestAnimationFrame(() => setWidth(0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="h-1.5 overflow-hidden rounded-pill bg-surface-3" data-testid="live-delay" aria-hidden>
      <div
        className="h-full rounded-pill bg-accent transition-[width] ease-linear"
        style={{ width: `${width}%`, transitionDuration: `${duration}ms` }}
      />
    </div>
  );
}

/**
 * The bet slip: single, combo and system tabs, stake presets, the potential win, the
 * odds-change acceptance and, for a live bet, the delay before it is confirmed.
 */
export function BetSlip({ onClose }: { onClose?: () => void }) {
  const t = useT();
  const slip = useBetSlip();
  const playerId = usePlayerId();
  const { open } = usePopup();
  const accounts = useWalletAccounts();
  const { format } = useFormatMoney();
  const client = useQueryClient();
  const sportApi = useSportApi();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<{ ids: string[]; until: number } | null>(null);
  useEffect(() => {
    if (!pending) return;
    // The job runs at the end of the delay; give it a moment, then read what became of the bets.
    const timer = setTimeout(
      async () => {
        const open = await sportApi<{ data: SportBet[] }>('/api/game/sport/bets?isSettled=true&perPage=20');
        const refused = open.data.some((b) => pending.ids.includes(b.id) && b.status === 'refused');
        setMessage({
          tone: refused ? 'error' : 'ok',
          text: refused ? t('sport.status.refused') : t('sport.slip.placed'),
        });
        setPending(null);
        void client.invalidateQueries({ queryKey: ['sport', 'bets'] });
      },
      Math.max(0, pending.until - Date.now()) + 2_000,
    );
    return () => clearTimeout(timer);
  }, [pending, client, t, sportApi]);
  const currency = accounts.data?.find((a) => a.status === 1)?.currency ?? 'EUR';
  const n = slip.picks.length;
  const systems = [
    ...(NAMED_SYSTEMS[n] ?? []),
    ...Array.from({ length: Math.max(0, n - 2) }, (_, i) => `${i + 2}/${n}`),
  ];
  const system = systems.includes(slip.system) ? slip.system : (systems[0] ?? '');
  const subunit = useCurrencies().data?.find((c) => c.code === currency)?.subunitToUnit ?? 100;
  const unit = toMinor(slip.stake, subunit);
  const lines = slip.mode === 'single' ? n : slip.mode === 'combo' ? 1 : systemLines(system, n);
  const total = unit === null ? null : unit * BigInt(lines);
  const potential =
    unit === null
      ? null
      : slip.mode === 'single'
        ? slip.picks.reduce((sum, p) => sum + payoutFor(unit, p.odds), 0n)
        : slip.mode === 'combo'
          ? payoutFor(unit, comboOdds(slip.picks.map((p) => p.odds)))
          : null;

  const place = useMutation({
    mutationFn: async () => {
      if (unit === null) throw new Error('stake');
      const common = { stake: unit.toString(), acceptance: slip.acceptance };
      const selections = slip.picks.map((p) => ({
        eventId: p.eventId,
        marketKey: p.marketKey,
        outcomeId: p.outcomeId,
        odds: p.odds,
      }));
      const bodies =
        slip.mode === 'single'
          ? selections.map((s) => ({ ...common, kind: 'single', selections: [s] }))
          : [{ ...common, kind: slip.mode, ...(slip.mode === 'system' ? { system } : {}), selections }];
      const placed: SportBet[] = [];
      for (const body of bodies) {
        placed.push(
          await sportApi<SportBet>('/api/game/sport/bets', {
            method: 'POST',
            body: { requestId: crypto.randomUUID(), ...body },
          }),
        );
      }
      return placed;
    },
    onSuccess: (placed) => {
      const held = placed.filter((b) => b.status === 'pending' && b.acceptAt);
      setMessage({ tone: 'ok', text: held.length ? t('sport.slip.pending') : t('sport.slip.placed') });
      if (held.length) {
        setPending({ ids: held.map((b) => b.id), until: Math.max(...held.map((b) => Date.parse(b.acceptAt!))) });
      }
      slip.clear();
      void client.invalidateQueries({ queryKey: ['sport', 'bets'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.key === 'SPORT_ODDS_CHANGED') {
        const changed = (error.details?.selections ?? []) as { index: number; odds: number }[];
        for (const c of changed) {
          const pick = slip.picks[c.index];
          if (pick) slip.updateOdds(pick.eventId, pick.marketKey, pick.outcomeId, c.odds);
        }
      }
      setMessage({ tone: 'error', text: error instanceof ApiError ? error.message : t('sport.slip.failed') });
    },
  });

  const modes: { value: SlipMode; label: string }[] = [
    { value: 'single', label: t('sport.slip.single') },
    ...(n >= 2 ? [{ value: 'combo' as const, label: t('sport.slip.combo') }] : []),
    ...(n >= 3 ? [{ value: 'system' as const, label: t('sport.slip.system') }] : []),
  ];
  const mode = modes.some((m) => m.value === slip.mode) ? slip.mode : 'single';

  return (
    <section
      aria-label={t('sport.betSlip')}
      data-testid="bet-slip"
      className="flex max-h-full flex-col rounded-card bg-surface"
    >
      <header className="flex items-center justify-between gap-2 border-b border-border px-3 py-2.5">
        <h2 className="flex items-center gap-2 text-sm font-black">
          {t('sport.betSlip')}
          {n > 0 ? <span className="rounded-pill bg-accent px-2 text-xs text-accent-contrast">{n}</span> : null}
        </h2>
        <div className="flex items-center gap-1">
          {n > 0 ? (
            <button
              type="button"
              onClick={slip.clear}
              className="rounded-control p-1.5 text-muted hover:text-text"
              aria-label={t('sport.slip.clear')}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          ) : null}
          {onClose ? (
            <button
              type="button"
              onClick={onClose}
              className="rounded-control p-1.5 text-muted hover:text-text"
              aria-label={t('sport.slip.close')}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>
      </header>
      {n === 0 ? (
        <div className="grid gap-3 px-4 py-8 text-center text-sm text-muted">
          <p role="status">{message?.text ?? t('sport.slip.empty')}</p>
          {pending ? <DelayBar until={pending.until} /> : null}
        </div>
      ) : (
        <div className="grid gap-3 overflow-y-auto p-3">
          <SegmentedControl
            label={t('sport.betSlip')}
            options={modes}
            value={mode}
            onChange={(value) => slip.set({ mode: value })}
          />
          <ul className="grid gap-2">
            {slip.picks.map((pick) => (
              <li
                key={`${pick.eventId}:${pick.marketKey}:${pick.outcomeId}`}
                className="rounded-control bg-surface-2 p-2.5 text-sm"
                data-testid="slip-pick"
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-bold">{pick.outcomeName}</p>
                    <p className="truncate text-xs text-muted">{pick.marketName}</p>
                    <p className="truncate text-xs text-muted">{pick.eventName}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <span className="font-bold tabular-nums text-accent" dir="ltr">
                      {formatOdds(pick.odds, slip.oddsFormat)}
                    </span>
                    <button
                      type="button"
                      onClick={() => slip.remove(pick.eventId, pick.marketKey, pick.outcomeId)}
                      className="rounded-control p-1 text-muted hover:text-text"
                      aria-label={t('sport.slip.remove')}
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {mode === 'system' ? (
            <label className="grid gap-1 text-xs font-semibold text-muted">
              {t('sport.slip.system')}
              <select
                value={system}
                onChange={(e) => slip.set({ system: e.target.value })}
                className="rounded-control border border-border bg-surface-2 px-2 py-2 text-sm text-text"
              >
                {systems.map((s) => (
                  <option key={s} value={s}>
                    {s.includes('/') ? s : s.replace(/^\w/, (c) => c.toUpperCase())} ·{' '}
                    {t('sport.slip.lines', { count: systemLines(s, n) })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="grid gap-1 text-xs font-semibold text-muted">
            {t('sport.slip.stake')}
            <input
              inputMode="decimal"
              value={slip.stake}
              onChange={(e) => slip.set({ stake: e.target.value })}
              data-testid="slip-stake"
              className="rounded-control border border-border bg-surface-2 px-3 py-2 text-base font-bold tabular-nums text-text"
            />
          </label>
          <div className="grid grid-cols-4 gap-1.5">
            {PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                onClick={() => slip.set({ stake: preset })}
                className={buttonClass('neutral', 'sm')}
              >
                {preset}
              </button>
            ))}
          </div>
          <label className="grid gap-1 text-xs font-semibold text-muted">
            {t('sport.acceptance')}
            <select
              value={slip.acceptance}
              onChange={(e) => slip.set({ acceptance: e.target.value as 'none' | 'higher' | 'any' })}
              data-testid="slip-acceptance"
              className="rounded-control border border-border bg-surface-2 px-2 py-2 text-sm text-text"
            >
              {(['none', 'higher', 'any'] as const).map((a) => (
                <option key={a} value={a}>
                  {t(`sport.acceptance.${a}`)}
                </option>
              ))}
            </select>
          </label>
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            {mode === 'combo' ? (
              <>
                <dt className="text-muted">{t('sport.slip.totalOdds')}</dt>
                <dd className="text-end font-bold tabular-nums" dir="ltr">
                  {formatOdds(comboOdds(slip.picks.map((p) => p.odds)), slip.oddsFormat)}
                </dd>
              </>
            ) : null}
            <dt className="text-muted">{t('sport.slip.totalStake')}</dt>
            <dd className="text-end font-bold tabular-nums">
              {total === null ? '—' : format(total.toString(), currency)}
            </dd>
            {potential !== null ? (
              <>
                <dt className="text-muted">{t('sport.slip.potentialWin')}</dt>
                <dd className="text-end font-black tabular-nums text-accent" data-testid="slip-potential">
                  {format(potential.toString(), currency)}
                </dd>
              </>
            ) : null}
          </dl>
          {message ? (
            <p role="status" className={`text-sm ${message.tone === 'ok' ? 'text-accent' : 'text-danger'}`}>
              {message.text}
            </p>
          ) : null}
          {playerId ? (
            <button
              type="button"
              disabled={place.isPending || unit === null || unit <= 0n}
              onClick={() => {
                setMessage(null);
                place.mutate();
              }}
              data-testid="place-bet"
              className={buttonClass('primary', 'lg')}
            >
              {t('sport.slip.place')}
            </button>
          ) : (
            <button type="button" onClick={() => open('sign-in')} className={buttonClass('primary', 'lg')}>
              {t('sport.slip.signIn')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
