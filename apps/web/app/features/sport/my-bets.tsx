import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playerChannel } from '@casino/shared/push';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { LocalDateTime } from '../../ui/local-date-time';
import { SegmentedControl } from '../../ui/segmented-control';
import { usePlayerId } from '../../lib/root-data';
import { useFormatMoney } from '../games/use-money';
import { usePushConnected, usePushEvent } from '../push/use-push';
import { ApiError } from '../session/api-client';
import { useBetSlip } from './bet-slip-store';
import { marketName, outcomeName, parseMarketKey } from './names';
import { formatOdds } from './odds';
import { useSaveSportSettings } from './player-settings';
import { betsQuery, sportKeys } from './sport-queries';
import { useSportApi } from './sport-token';
import type { SportBet } from './sport-types';

const STATUS_TONE: Record<SportBet['status'], string> = {
  pending: 'bg-surface-3 text-text',
  open: 'bg-surface-3 text-text',
  won: 'bg-accent text-accent-contrast',
  lost: 'bg-danger text-danger-contrast',
  void: 'bg-surface-3 text-muted',
  cashed_out: 'bg-secondary text-secondary-contrast',
  refused: 'bg-surface-3 text-muted',
};

function BetCard({ bet }: { bet: SportBet }) {
  const t = useT();
  const { format } = useFormatMoney();
  const oddsFormat = useBetSlip((s) => s.oddsFormat);
  const client = useQueryClient();
  const sportApi = useSportApi();
  const [error, setError] = useState<string | null>(null);
  const cashout = useMutation({
    mutationFn: () =>
      sportApi(`/api/game/sport/bets/${bet.id}/cashout`, { method: 'POST', body: { amount: bet.cashout } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['sport', 'bets'] }),
    onError: (e) => setError(e instanceof ApiError ? e.message : t('sport.slip.failed')),
  });
  return (
    <li className="rounded-card bg-surface p-3 text-sm" data-testid="bet-card">
      <div className="flex items-center justify-between gap-2">
        <span className="font-bold capitalize">
          {bet.system ?? t(`sport.slip.${bet.kind}`)} {bet.legs.length > 1 ? `· ${bet.legs.length}` : ''}
        </span>
        <span className={`rounded-pill px-2 py-0.5 text-2xs font-bold uppercase ${STATUS_TONE[bet.status]}`}>
          {t(`sport.status.${bet.status}`)}
        </span>
      </div>
      <ul className="mt-2 grid gap-1.5">
        {bet.legs.map((leg) => {
          const market = { ...parseMarketKey(leg.marketKey), name: leg.marketName };
          return (
            <li key={`${leg.eventId}:${leg.marketKey}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2">
              <span className="truncate font-semibold">
                {outcomeName(t, { id: leg.outcomeId, name: leg.outcomeName }, market.specifiers, leg.competitors)}
              </span>
              <span className="tabular-nums" dir="ltr">
                {formatOdds(leg.odds, oddsFormat)}
              </span>
              <span className="truncate text-xs text-muted">
                {marketName(t, market, leg.sportId)} · {leg.eventName}
              </span>
              <span className="text-xs text-muted">{leg.result === 'open' ? '' : t(`sport.leg.${leg.result}`)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 grid grid-cols-2 gap-y-0.5 border-t border-border pt-2 text-xs">
        <dt className="text-muted">{t('sport.slip.totalStake')}</dt>
        <dd className="text-end font-semibold">{format(bet.stake, bet.currency)}</dd>
        <dt className="text-muted">{bet.isSettled ? t('sport.payout') : t('sport.slip.potentialWin')}</dt>
        <dd className="text-end font-bold text-accent">
          {format(bet.isSettled ? bet.payout : bet.potentialPayout, bet.currency)}
        </dd>
        <dt className="text-muted">
          <LocalDateTime iso={bet.placedAt} />
        </dt>
      </dl>
      {bet.cashout ? (
        <button
          type="button"
          data-testid="cashout"
          disabled={cashout.isPending}
          onClick={() => {
            setError(null);
            cashout.mutate();
          }}
          className={`mt-2 w-full ${buttonClass('secondary', 'md')}`}
        >
          {t('sport.cashout', { amount: format(bet.cashout, bet.currency) })}
        </button>
      ) : null}
      {error ? <p className="mt-1 text-xs text-danger">{error}</p> : null}
    </li>
  );
}

/**
 * Keeps both lists of "My bets" current from the pushes on `game:bets#{id}`: a changed bet
 * replaces its old row, or moves from the open list to the settled one. After a reconnection
 * the lists are read again, for what changed while no push could arrive.
 */
function useLiveBets(playerId: string | null): boolean {
  const client = useQueryClient();
  const pushed = usePushConnected();
  usePushEvent<SportBet>(playerId ? playerChannel('game:bets', playerId) : null, 'sport.bet', (bet) => {
    for (const settled of [false, true]) {
      client.setQueryData<SportBet[]>(sportKeys.bets(playerId, settled), (list) => {
        if (!list) return list;
        const others = list.filter((b) => b.id !== bet.id);
        return bet.isSettled === settled
          ? [bet, ...others].sort((a, b) => b.placedAt.localeCompare(a.placedAt))
          : others;
      });
    }
  });
  useEffect(() => {
    if (pushed) void client.invalidateQueries({ queryKey: ['sport', 'bets'] });
  }, [client, pushed]);
  return pushed;
}

/** The player's sport bets: open ones with their cash-out offers, and settled ones. */
export function MyBets() {
  const t = useT();
  const playerId = usePlayerId();
  const [settled, setSettled] = useState(false);
  const pushed = useLiveBets(playerId);
  const sportApi = useSportApi();
  const bets = useQuery(betsQuery(playerId, settled, pushed, sportApi));
  if (!playerId)
    return <p className="rounded-card bg-surface p-6 text-center text-sm text-muted">{t('sport.slip.signIn')}</p>;
  return (
    <div className="grid gap-3" data-testid="my-bets">
      <SegmentedControl
        label={t('sport.myBets')}
        options={[
          { value: 'open', label: t('sport.openBets') },
          { value: 'settled', label: t('sport.settledBets') },
        ]}
        value={settled ? 'settled' : 'open'}
        onChange={(value) => setSettled(value === 'settled')}
      />
      {bets.data?.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-center text-sm text-muted">{t('sport.noBets')}</p>
      ) : null}
      <ul className="grid gap-2 md:grid-cols-2">
        {bets.data?.map((bet) => (
          <BetCard key={bet.id} bet={bet} />
        ))}
      </ul>
    </div>
  );
}

/** Odds format and the default odds-change acceptance (SPEC §2 settings page). */
export function SportSettings() {
  const t = useT();
  const slip = useBetSlip();
  const save = useSaveSportSettings();
  return (
    <div className="grid max-w-md gap-4 rounded-card bg-surface p-4" data-testid="sport-settings">
      <div className="grid gap-1.5">
        <p className="text-sm font-bold">{t('sport.oddsFormat')}</p>
        <SegmentedControl
          label={t('sport.oddsFormat')}
          options={(['decimal', 'fractional', 'american'] as const).map((f) => ({
            value: f,
            label: t(`sport.oddsFormat.${f}`),
          }))}
          value={slip.oddsFormat}
          onChange={(value) => save({ oddsFormat: value })}
        />
      </div>
      <div className="grid gap-1.5">
        <p className="text-sm font-bold">{t('sport.acceptance')}</p>
        <SegmentedControl
          label={t('sport.acceptance')}
          options={(['none', 'higher', 'any'] as const).map((a) => ({ value: a, label: t(`sport.acceptance.${a}`) }))}
          value={slip.acceptance}
          onChange={(value) => save({ acceptance: value })}
        />
      </div>
    </div>
  );
}
