import { displayName, maskName } from '@casino/shared/player';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { sportBetsAsRounds } from '../../sport/queries.js';
import type { RoundStatus } from '../wallet/tables.js';

/**
 * The player's game history and the site's public feeds, all read from `game_rounds`: one row
 * per round, amounts as minor-unit strings (game-plan "Player API shapes").
 */

/** The asset URL of a tile as the browser loads it (the provider registry knows each provider's base). */
export type AssetUrl = (providerId: string, pathOrUrl: string) => string;

export interface GameRef {
  identity: string;
  name: string;
  tileImage: string;
}

export type BetStatus = 'open' | 'won' | 'lost' | 'rolled-back';

export interface BetRow {
  id: string;
  game: GameRef;
  currency: string;
  betAmount: string;
  winAmount: string;
  isSettled: boolean;
  status: BetStatus;
  createdAt: string;
  settledAt: string | null;
}

export interface SpinRow {
  id: string;
  game: GameRef;
  currency: string;
  betAmount: string;
  winAmount: string;
  multiplier: number;
  createdAt: string;
}

export interface FeedRow extends SpinRow {
  /** The player's display name with its end hidden. */
  playerName: string;
}

export interface WinnerRow {
  id: string;
  game: GameRef;
  playerName: string;
  currency: string;
  winAmount: string;
  multiplier: number;
  createdAt: string;
}

/** How far back the big-wins list looks. */
export const WINNERS_WINDOW_DAYS = 7;
export const FEED_SIZE = 20;

interface RoundJoined {
  id: string;
  currency: string;
  bet_total: bigint;
  win_total: bigint;
  status: RoundStatus;
  created_at: Date;
  closed_at: Date | null;
  game_identity: string;
  game_name: string;
  tile_image: string;
  provider_identity: string;
}

function roundsWithGames(db: Kysely<DB>) {
  return (
    db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.identity', 'r.game_identity')
      .select([
        'r.id',
        'r.currency',
        'r.bet_total',
        'r.win_total',
        'r.status',
        'r.created_at',
        'r.closed_at',
        'g.identity as game_identity',
        'g.name as game_name',
        'g.tile_image',
        'g.provider_identity',
      ])
      // A round a rollback opened for a bet that never came holds no bet of the player's.
      .where('r.session_id', 'is not', null)
  );
}

function gameRef(row: RoundJoined, assetUrl: AssetUrl): GameRef {
  return {
    identity: row.game_identity,
    name: row.game_name,
    tileImage: assetUrl(row.provider_identity, row.tile_image),
  };
}

/** Win over stake, two decimals; a free round (no stake) has none. */
export function multiplier(bet: bigint, win: bigint): number {
  return bet === 0n ? 0 : Number((win * 100n) / bet) / 100;
}

function betStatus(row: Pick<RoundJoined, 'status' | 'win_total'>): BetStatus {
  if (row.status === 'open') return 'open';
  if (row.status === 'rolled-back') return 'rolled-back';
  return row.win_total > 0n ? 'won' : 'lost';
}

export function betRow(row: RoundJoined, assetUrl: AssetUrl): BetRow {
  return {
    id: row.id,
    game: gameRef(row, assetUrl),
    currency: row.currency,
    betAmount: row.bet_total.toString(),
    winAmount: row.win_total.toString(),
    isSettled: row.status !== 'open',
    status: betStatus(row),
    createdAt: row.created_at.toISOString(),
    settledAt: row.closed_at?.toISOString() ?? null,
  };
}

export function spinRow(row: RoundJoined, assetUrl: AssetUrl): SpinRow {
  return {
    id: row.id,
    game: gameRef(row, assetUrl),
    currency: row.currency,
    betAmount: row.bet_total.toString(),
    winAmount: row.win_total.toString(),
    multiplier: multiplier(row.bet_total, row.win_total),
    createdAt: (row.closed_at ?? row.created_at).toISOString(),
  };
}

interface Page<T> {
  rows: T[];
  total: number;
}

async function paged(
  query: ReturnType<typeof roundsWithGames>,
  page: number,
  perPage: number,
): Promise<Page<RoundJoined>> {
  const [rows, count] = await Promise.all([
    query
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The player's rounds and sport bets, newest first: settled ones (closed or rolled back) or those still open. */
export async function playerBets(
  db: Kysely<DB>,
  playerId: string,
  { isSettled, page, perPage }: { isSettled: boolean; page: number; perPage: number },
  assetUrl: AssetUrl,
): Promise<Page<BetRow>> {
  const rounds = roundsWithGames(db)
    .where('r.player_id', '=', playerId)
    .where('r.status', isSettled ? '<>' : '=', 'open');
  const both = db.selectFrom(rounds.unionAll(sportBetsAsRounds(db, playerId, isSettled)).as('b'));
  const [rows, count] = await Promise.all([
    both
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    both.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => betRow(row, assetUrl)), total: Number(count.total) };
}

/** The player's closed slot rounds, newest first. */
export async function playerSpins(
  db: Kysely<DB>,
  playerId: string,
  { page, perPage }: { page: number; perPage: number },
  assetUrl: AssetUrl,
): Promise<Page<SpinRow>> {
  const query = roundsWithGames(db)
    .where('r.player_id', '=', playerId)
    .where('r.status', '=', 'closed')
    .where('g.kind', '=', 'slot')
    .orderBy('r.closed_at', 'desc')
    .orderBy('r.id');
  const { rows, total } = await paged(query, page, perPage);
  return { rows: rows.map((row) => spinRow(row, assetUrl)), total };
}

function withPlayer(db: Kysely<DB>) {
  return roundsWithGames(db)
    .innerJoin('players as p', 'p.id', 'r.player_id')
    .select(['p.nickname', 'p.first_name', 'p.tg_user_id', 'p.email'])
    .where('r.status', '=', 'closed');
}

function maskedPlayer(row: {
  nickname: string | null;
  first_name: string | null;
  tg_user_id: string | null;
  email: string | null;
}): string {
  return maskName(
    displayName({ nickname: row.nickname, firstName: row.first_name, tgUserId: row.tg_user_id, email: row.email }),
  );
}

/** The newest closed rounds across the site. */
export async function latestBets(db: Kysely<DB>, assetUrl: AssetUrl): Promise<FeedRow[]> {
  const rows = await withPlayer(db).orderBy('r.closed_at', 'desc').orderBy('r.id').limit(FEED_SIZE).execute();
  return rows.map((row) => ({ ...spinRow(row, assetUrl), playerName: maskedPlayer(row) }));
}

/** The biggest wins of the last days, compared in the base currency. */
export async function biggestWins(db: Kysely<DB>, assetUrl: AssetUrl): Promise<WinnerRow[]> {
  const since = new Date(Date.now() - WINNERS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await withPlayer(db)
    .innerJoin('currencies as c', 'c.code', 'r.currency')
    .where('r.win_total', '>', 0n)
    .where('r.closed_at', '>', since)
    .orderBy(sql`r.win_total::numeric / c.subunit_to_unit * c.rate`, 'desc')
    .orderBy('r.closed_at', 'desc')
    .limit(FEED_SIZE)
    .execute();
  return rows.map((row) => {
    const spin = spinRow(row, assetUrl);
    return {
      id: spin.id,
      game: spin.game,
      playerName: maskedPlayer(row),
      currency: spin.currency,
      winAmount: spin.winAmount,
      multiplier: spin.multiplier,
      createdAt: spin.createdAt,
    };
  });
}

/** One round as its history rows, with whether it is a slot (for `game:spins`). */
export async function roundViews(db: Kysely<DB>, roundId: string, assetUrl: AssetUrl) {
  const row = await roundsWithGames(db).select('g.kind').where('r.id', '=', roundId).executeTakeFirst();
  if (!row) return null;
  return { bet: betRow(row, assetUrl), spin: spinRow(row, assetUrl), isSlot: row.kind === 'slot', status: row.status };
}
