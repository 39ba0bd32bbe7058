import { useQuery } from '@tanstack/react-query';
import { Activity, Trophy } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { PublicRound } from './game-types';
import { latestBetsQuery, winnersQuery } from './games-queries';
import { useFormatMoney } from './use-money';
import { useNearViewport } from './use-near-viewport';
import { numberFormat } from '@casino/shared/intl-formats';
import { THUMB_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

/** Ids of rows that were not there on the previous poll: they slide in. */
export function freshIds(previous: ReadonlySet<string> | null, rows: readonly { id: string }[]): Set<string> {
  if (!previous) return new Set();
  return new Set(rows.filter((row) => !previous.has(row.id)).map((row) => row.id));
}

function useFreshRows(rows: readonly PublicRound[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!rows) return;
    setFresh(freshIds(seen.current, rows));
    seen.current = new Set(rows.map((row) => row.id));
  }, [rows]);
  return fresh;
}

function formatMultiplier(multiplier: number, locale: string) {
  return `${numberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(multiplier)}×`;
}

function GameCell({ round }: { round: PublicRound }) {
  return (
    <LocalizedLink to={`/game/${round.game.identity}`} className="flex min-w-0 items-center gap-2 hover:text-accent">
      <ArtImage
        src={round.game.tileImage}
        art={THUMB_ART}
        width={24}
        height={32}
        loading="lazy"
        className="h-8 w-6 shrink-0 rounded object-cover"
      />
      <span className="truncate font-semibold">{round.game.name}</span>
    </LocalizedLink>
  );
}

const th = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted';

function FeedFrame({
  title,
  icon,
  live,
  children,
}: {
  title: string;
  icon: ReactNode;
  live?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={title}>
      <div className="flex items-center gap-2">
        <span className="text-accent">{icon}</span>
        <h2 className="text-base font-bold sm:text-lg">{title}</h2>
        {live && (
          <span className="ms-1 inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2 py-0.5 text-[0.6875rem] font-bold text-accent uppercase">
            <span className="size-1.5 animate-pulse rounded-full bg-accent" />
            {t('games.live')}
          </span>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * A feed of rounds as a table on wider screens and compact cards on phones; rows that are
 * new since the last poll slide in.
 */
function RoundsFeed({ rows, withBet, testId }: { rows: readonly PublicRound[]; withBet: boolean; testId: string }) {
  const { t, locale } = useI18n();
  const { format } = useFormatMoney();
  const fresh = useFreshRows(rows);
  const win = (round: PublicRound) => BigInt(round.winAmount) > 0n;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl bg-surface px-4 py-8 text-center text-sm text-muted ring-1 ring-border">
        {t('games.noRoundsYet')}
      </p>
    );
  }
  return (
    <div data-testid={testId}>
      <div className="hidden overflow-hidden rounded-xl bg-surface ring-1 ring-border sm:block">
        <table className="w-full table-fixed text-sm">
          <thead className="bg-surface-2/60">
            <tr>
              <th scope="col" className={`${th} w-[34%] text-start`}>
                {t('games.column.game')}
              </th>
              <th scope="col" className={`${th} text-start`}>
                {t('games.column.player')}
              </th>
              {withBet && (
                <th scope="col" className={`${th} text-end`}>
                  {t('games.column.bet')}
                </th>
              )}
              <th scope="col" className={`${th} text-end`}>
                {t('games.column.multiplier')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('games.column.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((round) => (
              <tr
                key={round.id}
                data-fresh={fresh.has(round.id) || undefined}
                data-testid="feed-row"
                className="border-t border-border/70 data-fresh:animate-[feed-in_600ms_ease-out]"
              >
                <td className="px-3 py-2">
                  <GameCell round={round} />
                </td>
                <td className="truncate px-3 py-2 text-muted">{round.playerName}</td>
                {withBet && (
                  <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums" dir="ltr">
                    {round.betAmount ? format(round.betAmount, round.currency) : ''}
                  </td>
                )}
                <td className="px-3 py-2 text-end tabular-nums text-muted" dir="ltr">
                  {formatMultiplier(round.multiplier, locale)}
                </td>
                <td
                  className={`px-3 py-2 text-end font-semibold whitespace-nowrap tabular-nums ${win(round) ? 'text-accent' : 'text-muted'}`}
                  dir="ltr"
                >
                  {format(round.winAmount, round.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-1.5 sm:hidden">
        {rows.slice(0, 8).map((round) => (
          <li
            key={round.id}
            data-fresh={fresh.has(round.id) || undefined}
            className="flex items-center gap-3 rounded-xl bg-surface p-2.5 ring-1 ring-border data-fresh:animate-[feed-in_600ms_ease-out]"
          >
            <div className="min-w-0 flex-1 text-sm">
              <GameCell round={round} />
              <span className="block truncate ps-8 text-xs text-muted">{round.playerName}</span>
            </div>
            <div className="flex flex-col items-end text-sm" dir="ltr">
              <span className={`font-semibold tabular-nums ${win(round) ? 'text-accent' : 'text-muted'}`}>
                {format(round.winAmount, round.currency)}
              </span>
              <span className="text-xs text-muted tabular-nums">{formatMultiplier(round.multiplier, locale)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A feed's place until its first answer: still while it waits for the scroll, pulsing while it loads. */
function FeedSkeleton({ loading }: { loading: boolean }) {
  return <div aria-hidden className={`h-80 rounded-xl bg-surface ${loading ? 'motion-safe:animate-pulse' : ''}`} />;
}

/**
 * Home: the live "Latest bets" (polled every few seconds while bets come in) beside "Big wins",
 * loaded once they come near the viewport (§9): below the rows, they wait for the scroll.
 */
export function LiveFeeds() {
  const { t } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const latest = useQuery({ ...latestBetsQuery(), enabled: near });
  const winners = useQuery({ ...winnersQuery(), enabled: near });
  return (
    <div ref={frame} className="grid gap-6 lg:grid-cols-[3fr_2fr]" data-testid="live-feeds">
      <FeedFrame title={t('games.latestBets')} icon={<Activity aria-hidden className="size-4" />} live>
        {latest.data || latest.isError ? (
          <RoundsFeed rows={latest.data?.slice(0, 10) ?? []} withBet testId="latest-bets" />
        ) : (
          <FeedSkeleton loading={latest.isFetching} />
        )}
      </FeedFrame>
      <FeedFrame title={t('games.bigWins')} icon={<Trophy aria-hidden className="size-4" />}>
        {winners.data || winners.isError ? (
          <RoundsFeed rows={winners.data?.slice(0, 10) ?? []} withBet={false} testId="big-wins" />
        ) : (
          <FeedSkeleton loading={winners.isFetching} />
        )}
      </FeedFrame>
    </div>
  );
}
