import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { LocalDateTime } from '../../ui/local-date-time';
import type { GameBet, GameRef, GameSpin, Paged } from '../games/game-types';
import { ctaButton } from '../games/games-empty';
import { useFormatMoney } from '../games/use-money';
import { LocalizedLink } from '../locale/localized-link';
import { usePushEvent } from '../push/use-push';
import { api } from '../session/api-client';
import { betsPath, spinsPath } from './game-history-path';
import type { HistoryView } from './history-query';
import { HistoryEmpty, HistoryError, HistorySkeleton } from './list-states';
import { Pagination } from './pagination';
import type { HistoryTarget } from './use-history-view';
import { numberFormat } from '@casino/shared/intl-formats';
import { THUMB_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

const ROUNDS_KEY = ['game', 'history'] as const;

const th = 'px-4 py-3 text-xs font-semibold uppercase tracking-wide text-muted';

const STATUS_TONE: Record<GameBet['status'], string> = {
  open: 'bg-gold/15 text-gold',
  won: 'bg-accent/15 text-accent',
  lost: 'bg-surface-2 text-muted',
  'rolled-back': 'bg-danger/10 text-danger',
};

function BetStatus({ status }: { status: GameBet['status'] }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}
    >
      {t(`history.status.${status === 'rolled-back' ? 'rolledBack' : status}`)}
    </span>
  );
}

/** Sport bets in this list open the sportsbook's own bet history. */
const SPORTSBOOK_GAME = 'altenar-sportsbook-altenar-sportsbook';

function GameName({ game }: { game: GameRef }) {
  return (
    <LocalizedLink
      to={game.identity === SPORTSBOOK_GAME ? '/sport/betHistory' : `/game/${game.identity}`}
      className="flex min-w-0 items-center gap-2 font-semibold hover:text-accent"
    >
      <ArtImage
        src={game.tileImage}
        art={THUMB_ART}
        width={24}
        height={32}
        loading="lazy"
        className="h-8 w-6 shrink-0 rounded object-cover"
      />
      <span className="truncate">{game.name}</span>
    </LocalizedLink>
  );
}

type Round = (GameBet | GameSpin) & { multiplier?: number; status?: GameBet['status'] };

/** A page of rounds: a table from 768 px, cards below. */
function RoundsTable({ rows, kind }: { rows: Round[]; kind: 'bets' | 'spins' }) {
  const { t, locale } = useI18n();
  const { format } = useFormatMoney();
  const multiplier = (row: Round) =>
    row.multiplier === undefined
      ? null
      : `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(row.multiplier)}×`;
  const winClass = (row: Round) => (BigInt(row.winAmount) > 0n ? 'text-accent' : 'text-muted');
  return (
    <>
      <div className="hidden relative overflow-x-auto rounded-2xl border border-border bg-surface sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t(`history.tab.${kind}`)}</caption>
          <thead className="bg-surface-2/50">
            <tr>
              <th scope="col" className={`${th} text-start`}>
                {t('history.column.date')}
              </th>
              <th scope="col" className={`${th} text-start`}>
                {t('games.column.game')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('games.column.bet')}
              </th>
              {kind === 'spins' && (
                <th scope="col" className={`${th} text-end`}>
                  {t('games.column.multiplier')}
                </th>
              )}
              <th scope="col" className={`${th} text-end`}>
                {t('games.column.payout')}
              </th>
              {kind === 'bets' && (
                <th scope="col" className={`${th} text-start`}>
                  {t('history.column.status')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`${kind}-row`} className="border-t border-border">
                <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                  <LocalDateTime iso={row.createdAt} />
                </td>
                <td className="max-w-64 px-4 py-2">
                  <GameName game={row.game} />
                </td>
                <td className="px-4 py-3 text-end whitespace-nowrap tabular-nums" dir="ltr">
                  {format(row.betAmount, row.currency)}
                </td>
                {kind === 'spins' && (
                  <td className="px-4 py-3 text-end text-muted tabular-nums" dir="ltr">
                    {multiplier(row)}
                  </td>
                )}
                <td
                  className={`px-4 py-3 text-end font-semibold whitespace-nowrap tabular-nums ${winClass(row)}`}
                  dir="ltr"
                >
                  {format(row.winAmount, row.currency)}
                </td>
                {kind === 'bets' && row.status && (
                  <td className="px-4 py-3">
                    <BetStatus status={row.status} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 sm:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid={`${kind}-row`}
            className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
          >
            <div className="flex items-center justify-between gap-3">
              <GameName game={row.game} />
              {row.status ? (
                <BetStatus status={row.status} />
              ) : (
                <span className="text-sm text-muted tabular-nums">{multiplier(row)}</span>
              )}
            </div>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="text-muted tabular-nums">
                <LocalDateTime iso={row.createdAt} />
              </span>
              <span className="flex items-center gap-2 tabular-nums" dir="ltr">
                <span className="text-muted">{format(row.betAmount, row.currency)}</span>
                <span aria-hidden className="text-muted">
                  →
                </span>
                <span className={`font-semibold ${winClass(row)}`}>{format(row.winAmount, row.currency)}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The bets and spins tabs (§2 History tabs): a page of the player's rounds, reloaded when a
 * round or sport bet changes (`game:bets#{id}` events bet and sport.bet) or a slot round closes
 * (`game:spins#{id}` event spin).
 */
export function RoundsList({
  kind,
  view,
  show,
}: {
  kind: 'bets' | 'spins';
  view: HistoryView;
  show(target: HistoryTarget): void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const playerId = useRootData()?.session?.playerId ?? null;
  const { filters, page } = view;
  const path = kind === 'bets' ? betsPath(filters, page) : spinsPath(page);
  const refresh = () => void client.invalidateQueries({ queryKey: [...ROUNDS_KEY, kind] });
  usePushEvent(playerId && kind === 'bets' ? `game:bets#${playerId}` : null, 'bet', refresh);
  // A sport bet is pushed again each time its cash-out offer moves: only a new status changes a row here.
  const sportStatuses = useRef(new Map<string, string>());
  usePushEvent<{ id: string; status: string }>(
    playerId && kind === 'bets' ? `game:bets#${playerId}` : null,
    'sport.bet',
    (bet) => {
      if (sportStatuses.current.get(bet.id) === bet.status) return;
      sportStatuses.current.set(bet.id, bet.status);
      refresh();
    },
  );
  usePushEvent(playerId && kind === 'spins' ? `game:spins#${playerId}` : null, 'spin', refresh);
  const rounds = useQuery({
    queryKey: [...ROUNDS_KEY, kind, playerId, path],
    queryFn: () => api<Paged<Round>>(path),
    placeholderData: keepPreviousData,
  });
  const totalPages = rounds.data?.meta.totalPages ?? 0;

  useEffect(() => {
    if (!rounds.isPlaceholderData && totalPages > 0 && page > totalPages) show({ ...view, page: totalPages });
  }, [rounds.isPlaceholderData, totalPages, page, view, show]);

  if (rounds.isError && !rounds.data)
    return <HistoryError text={t('games.historyError')} onRetry={() => void rounds.refetch()} />;
  if (!rounds.data) return <HistorySkeleton />;
  if (rounds.data.data.length === 0 && page === 1) {
    return (
      <HistoryEmpty
        text={t(filters.status === 'open' ? 'games.noOpenBets' : `history.empty.${kind}`)}
        action={
          <LocalizedLink to="/games" className={ctaButton}>
            {t('games.browseGames')}
          </LocalizedLink>
        }
      />
    );
  }
  return (
    <div
      className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60"
      aria-busy={rounds.isPlaceholderData || undefined}
      data-testid={`history-${kind}`}
    >
      <RoundsTable rows={rounds.data.data} kind={kind} />
      <Pagination page={page} totalPages={totalPages} onPage={(next) => show({ ...view, page: next })} />
    </div>
  );
}
