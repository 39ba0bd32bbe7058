import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { SPORTSBOOK_GAME } from './bets.js';
import { readSetting } from '../settings/operator-settings.js';
import { cashoutShare, SPORT_CASHOUT_MARGIN } from './operator-settings.js';
import { betLines, cashoutValue, fairProbability, legFactor, type Ratio } from './payout.js';
import type { BetChange } from './settlement.js';
import type { BetStatus, StoredOutcome, StoredResult } from './tables.js';

/** What the sportsbook pages read: sports, events with their markets, a player's bets. */

export interface EventView {
  id: string;
  name: string;
  startTime: string;
  phase: string;
  isLive: boolean;
  liveOdds: boolean;
  period: string | null;
  clockSeconds: number | null;
  score: number[];
  periodScores: number[][];
  competitors: { id: number; name: string }[];
  championship: {
    id: number;
    name: string;
    category: {
      id: number;
      name: string;
      region: string | null;
      sport: { id: number; name: string; slug: string; virtual: boolean };
    };
  };
  markets: MarketView[];
  marketCount: number;
}

export interface MarketView {
  key: string;
  marketId: number;
  specifiers: Record<string, string>;
  name: string;
  status: string;
  outcomes: StoredOutcome[];
}

const OPEN_PHASES = ['not_started', 'live'] as const;

function eventsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('sport_events as e')
    .innerJoin('sport_championships as ch', 'ch.id', 'e.championship_id')
    .innerJoin('sport_categories as c', 'c.id', 'e.category_id')
    .innerJoin('sport_sports as s', 's.id', 'e.sport_id')
    .select([
      'e.id',
      'e.name',
      'e.start_time',
      'e.phase',
      'e.live_odds',
      'e.period',
      'e.clock_seconds',
      'e.score',
      'e.period_scores',
      'e.competitors',
      'ch.id as championship_id',
      'ch.name as championship_name',
      'c.id as category_id',
      'c.name as category_name',
      'c.region as category_region',
      's.id as sport_id',
      's.name as sport_name',
      's.slug as sport_slug',
      's.virtual as sport_virtual',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventsQuery>['executeTakeFirstOrThrow']>>;

async function withMarkets(db: Kysely<DB>, rows: EventRow[], allMarkets: boolean): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const markets = await db
    .selectFrom('sport_markets')
    .select(['event_id', 'market_key', 'market_id', 'specifiers', 'name', 'status', 'outcomes', 'sort_order'])
    .where(
      'event_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('status', 'in', ['active', 'suspended'])
    .orderBy('event_id')
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => {
    const own = markets.filter((m) => m.event_id === row.id);
    return {
      id: row.id.toString(),
      name: row.name,
      startTime: row.start_time.toISOString(),
      phase: row.phase,
      isLive: row.phase === 'live',
      liveOdds: row.live_odds,
      period: row.period,
      clockSeconds: row.clock_seconds,
      score: row.score,
      periodScores: row.period_scores,
      competitors: row.competitors,
      championship: {
        id: row.championship_id,
        name: row.championship_name,
        category: {
          id: row.category_id,
          name: row.category_name,
          region: row.category_region,
          sport: { id: row.sport_id, name: row.sport_name, slug: row.sport_slug, virtual: row.sport_virtual },
        },
      },
      markets: (allMarkets ? own : own.slice(0, 1)).map((m) => ({
        key: m.market_key,
        marketId: m.market_id,
        specifiers: m.specifiers,
        name: m.name,
        status: m.status,
        outcomes: m.outcomes,
      })),
      marketCount: own.length,
    };
  });
}

export async function eventView(db: Kysely<DB>, id: bigint): Promise<EventView | null> {
  const row = await eventsQuery(db).where('e.id', '=', id).executeTakeFirst();
  return row ? ((await withMarkets(db, [row], true))[0] ?? null) : null;
}

export interface EventFilter {
  sportId?: number | undefined;
  categoryIds?: number[] | undefined;
  championshipIds?: number[] | undefined;
  live?: boolean | undefined;
  /** Virtual sports only, or none; unset, a list by sport holds its own and any other list none. */
  virtual?: boolean | undefined;
  limit: number;
}

/** Lists leave virtual rounds out unless asked for them or for a virtual sport by id. */
const virtualsIn = (filter: { sportId?: number | undefined; virtual?: boolean | undefined }) =>
  filter.virtual ?? (filter.sportId === undefined ? false : undefined);

export async function listEvents(db: Kysely<DB>, filter: EventFilter): Promise<EventView[]> {
  const virtual = virtualsIn(filter);
  const rows = await eventsQuery(db)
    .$if(filter.sportId !== undefined, (q) => q.where('e.sport_id', '=', filter.sportId!))
    .$if(virtual !== undefined, (q) => q.where('s.virtual', '=', virtual!))
    .$if(Boolean(filter.categoryIds?.length), (q) => q.where('e.category_id', 'in', filter.categoryIds!))
    .$if(Boolean(filter.championshipIds?.length), (q) => q.where('e.championship_id', 'in', filter.championshipIds!))
    .$if(filter.live === true, (q) => q.where('e.phase', '=', 'live'))
    .$if(filter.live === false, (q) => q.where('e.phase', '=', 'not_started').where('e.start_time', '>', new Date()))
    .$if(filter.live === undefined, (q) => q.where('e.phase', 'in', [...OPEN_PHASES]))
    .orderBy('e.start_time')
    .orderBy('e.id')
    .limit(filter.limit)
    .execute();
  return withMarkets(db, rows, false);
}

/** Finished events, newest first, with their final score (the results pages). */
export async function listResults(
  db: Kysely<DB>,
  filter: { sportId?: number | undefined; virtual?: boolean | undefined; limit: number },
): Promise<EventView[]> {
  const virtual = virtualsIn(filter);
  const rows = await eventsQuery(db)
    .where('e.phase', 'in', ['ended', 'closed'])
    .$if(filter.sportId !== undefined, (q) => q.where('e.sport_id', '=', filter.sportId!))
    .$if(virtual !== undefined, (q) => q.where('s.virtual', '=', virtual!))
    .orderBy('e.start_time', 'desc')
    .orderBy('e.id', 'desc')
    .limit(filter.limit)
    .execute();
  return withMarkets(db, rows, false);
}

/** A market of a finished event as it was settled: each outcome's result, void and dead-heat factors. */
export interface SettledMarketView {
  key: string;
  marketId: number;
  specifiers: Record<string, string>;
  name: string;
  status: 'settled' | 'cancelled';
  outcomes: (StoredOutcome & Omit<StoredResult, 'id'>)[];
}

/**
 * A finished event with its final score and every market settled or cancelled, from the
 * stored settlement (the results detail page); null while the event is not over.
 */
export async function resultView(
  db: Kysely<DB>,
  id: bigint,
): Promise<(EventView & { settlements: SettledMarketView[] }) | null> {
  const row = await eventsQuery(db)
    .where('e.id', '=', id)
    .where('e.phase', 'in', ['ended', 'closed'])
    .executeTakeFirst();
  if (!row) return null;
  const [view] = await withMarkets(db, [row], false);
  const markets = await db
    .selectFrom('sport_markets')
    .select(['market_key', 'market_id', 'specifiers', 'name', 'status', 'outcomes', 'results'])
    .where('event_id', '=', id)
    .where('status', 'in', ['settled', 'cancelled'])
    .orderBy('sort_order')
    .execute();
  const settlements = markets.map((m) => ({
    key: m.market_key,
    marketId: m.market_id,
    specifiers: m.specifiers,
    name: m.name,
    status: m.status as SettledMarketView['status'],
    outcomes: m.outcomes.map(({ id: outcomeId, name, odds, active }) => {
      // A cancelled market refunds every stake; an outcome a settlement leaves out is refunded too.
      const result = m.status === 'settled' ? m.results?.find((r) => r.id === outcomeId) : undefined;
      return {
        id: outcomeId,
        name,
        odds,
        active,
        result: result?.result ?? 0,
        voidFactor: result?.voidFactor ?? '1',
        ...(result?.deadHeatFactor ? { deadHeatFactor: result.deadHeatFactor } : {}),
      };
    }),
  }));
  return { ...view!, settlements };
}

/** Events whose teams, championship, category or sport name hold every word of the query. */
export async function searchEvents(db: Kysely<DB>, query: string, limit: number): Promise<EventView[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  let q = eventsQuery(db).where('e.phase', 'in', [...OPEN_PHASES]);
  for (const word of words) q = q.where('e.search_text', 'like', `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  return withMarkets(db, await q.orderBy('e.start_time').limit(limit).execute(), false);
}

export async function sportsMenu(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('sport_sports as s')
    .leftJoin('sport_events as e', (join) =>
      join.onRef('e.sport_id', '=', 's.id').on('e.phase', 'in', [...OPEN_PHASES]),
    )
    .select((eb) => [
      's.id',
      's.name',
      's.slug',
      's.virtual',
      eb.fn.count<string>('e.id').as('events'),
      eb.fn.count<string>(eb.case().when('e.phase', '=', 'live').then(eb.ref('e.id')).end()).as('live'),
    ])
    .groupBy(['s.id', 's.name', 's.slug', 's.virtual'])
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.slug,
    virtual: r.virtual,
    events: Number(r.events),
    live: Number(r.live),
  }));
}

export async function sportInfo(db: Kysely<DB>, sportId: number) {
  const sport = await db.selectFrom('sport_sports').selectAll().where('id', '=', sportId).executeTakeFirst();
  if (!sport) return null;
  const categories = await db
    .selectFrom('sport_categories')
    .select(['id', 'name', 'region'])
    .where('sport_id', '=', sportId)
    .orderBy('id')
    .execute();
  const championships = await db
    .selectFrom('sport_championships')
    .select(['id', 'name', 'category_id'])
    .where('sport_id', '=', sportId)
    .orderBy('id')
    .execute();
  return {
    id: sport.id,
    name: sport.name,
    code: sport.slug,
    virtual: sport.virtual,
    Categories: categories.map((c) => ({ CategoryId: c.id, Name: c.name, Region: c.region })),
    Championships: championships.map((c) => ({ ChampionshipId: c.id, Name: c.name, CategoryId: c.category_id })),
  };
}

export interface BetView {
  id: string;
  kind: string;
  system: string | null;
  status: BetStatus;
  isSettled: boolean;
  currency: string;
  stake: string;
  unitStake: string;
  lines: number;
  potentialPayout: string;
  payout: string;
  cashout: string | null;
  isLive: boolean;
  /** A live bet held for its delay: when it is accepted or refused. */
  acceptAt: string | null;
  placedAt: string;
  settledAt: string | null;
  legs: {
    eventId: string;
    eventName: string;
    /** The event's sport and sides, so the page can name the market and outcome in its language. */
    sportId: number;
    competitors: { id: number; name: string }[];
    marketKey: string;
    marketName: string;
    outcomeId: string;
    outcomeName: string;
    odds: number;
    result: 'open' | 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';
  }[];
}

type Db = Kysely<DB> | Transaction<DB>;
type BetRow = Selectable<DB['sport_bets']>;

/** Rows by a key, in their order (Map.groupBy comes with Node 22; we run on 20). */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The cash-out offer of an open bet now, or null when there is none: a leg's market or outcome
 * not open for betting, or a line-deciding leg already lost.
 */
export async function cashoutOffer(db: Db, betId: string, share: Ratio): Promise<bigint | null> {
  const bet = await db
    .selectFrom('sport_bets')
    .select(['id', 'status', 'unit_stake', 'sizes'])
    .where('id', '=', betId)
    .executeTakeFirst();
  if (!bet || bet.status !== 'open') return null;
  return (await cashoutOffers(db, [bet], share)).get(betId) ?? null;
}

/** The legs that price the cash-out of these bets, each with its market as it stands now. */
function offerLegs(db: Db, betIds: string[]) {
  return db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_events as e', 'e.id', 'l.event_id')
    .leftJoin('sport_markets as m', (join) =>
      join.onRef('m.event_id', '=', 'l.event_id').onRef('m.market_key', '=', 'l.market_key'),
    )
    .select(['l.bet_id', 'l.odds', 'l.outcome_id', 'l.result', 'e.phase', 'm.status', 'm.outcomes'])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.leg_no')
    .execute();
}

type OfferLeg = Awaited<ReturnType<typeof offerLegs>>[number];

/**
 * The cash-out offers of these open bets in one query, as a reprice covers thousands of bets:
 * by id, for the bets that have one.
 */
async function cashoutOffers(
  db: Db,
  bets: Pick<BetRow, 'id' | 'unit_stake' | 'sizes'>[],
  share: Ratio,
): Promise<Map<string, bigint>> {
  const offers = new Map<string, bigint>();
  if (bets.length === 0) return offers;
  const ids = bets.map((b) => b.id);
  const legsOf = groupBy(await offerLegs(db, ids), (leg) => leg.bet_id);
  for (const bet of bets) {
    const value = offerOf(bet, legsOf.get(bet.id) ?? [], share);
    if (value !== null) offers.set(bet.id, value);
  }
  return offers;
}

function offerOf(bet: Pick<BetRow, 'unit_stake' | 'sizes'>, legs: OfferLeg[], share: Ratio): bigint | null {
  const priced = [];
  for (const leg of legs) {
    if (leg.result) {
      priced.push({ settled: legFactor(leg.odds, leg.result) });
      continue;
    }
    if (!['not_started', 'live'].includes(leg.phase) || leg.status !== 'active' || !leg.outcomes) return null;
    const active = leg.outcomes.filter((o) => o.active);
    const index = active.findIndex((o) => o.id === leg.outcome_id);
    if (index < 0) return null;
    priced.push({
      odds: leg.odds,
      chance: fairProbability(
        active.map((o) => o.odds),
        index,
      ),
    });
  }
  const value = cashoutValue(bet.unit_stake, betLines(legs.length, bet.sizes), priced, share);
  return value > 0n ? value : null;
}

function legResult(result: { result: 0 | 1; voidFactor: string } | null): BetView['legs'][number]['result'] {
  if (!result) return 'open';
  if (result.voidFactor === '1') return 'void';
  if (result.voidFactor === '0.5') return result.result === 1 ? 'half-won' : 'half-lost';
  return result.result === 1 ? 'won' : 'lost';
}

const OPEN_BET: BetStatus[] = ['pending', 'open'];

/** Bets as the player sees them, with their legs and the cash-out offer of the open ones now. */
async function betViews(db: Kysely<DB>, bets: BetRow[]): Promise<BetView[]> {
  const legs = bets.length
    ? await db
        .selectFrom('sport_bet_legs as l')
        .innerJoin('sport_events as e', 'e.id', 'l.event_id')
        .selectAll('l')
        .select(['e.sport_id', 'e.competitors'])
        .where(
          'l.bet_id',
          'in',
          bets.map((b) => b.id),
        )
        .orderBy('l.leg_no')
        .execute()
    : [];
  const legsOf = groupBy(legs, (leg) => leg.bet_id);
  const share = cashoutShare(await readSetting(db, SPORT_CASHOUT_MARGIN));
  const offers = await cashoutOffers(
    db,
    bets.filter((b) => b.status === 'open'),
    share,
  );
  return bets.map((bet) => ({
    id: bet.id,
    kind: bet.kind,
    system: bet.system_name,
    status: bet.status,
    isSettled: !OPEN_BET.includes(bet.status),
    currency: bet.currency,
    stake: bet.stake.toString(),
    unitStake: bet.unit_stake.toString(),
    lines: bet.lines,
    potentialPayout: bet.potential_payout.toString(),
    payout: bet.payout.toString(),
    cashout: offers.get(bet.id)?.toString() ?? null,
    isLive: bet.is_live,
    acceptAt: bet.status === 'pending' ? (bet.accept_after?.toISOString() ?? null) : null,
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    legs: (legsOf.get(bet.id) ?? []).map((l) => ({
      eventId: l.event_id.toString(),
      eventName: l.event_name,
      sportId: l.sport_id,
      competitors: l.competitors,
      marketKey: l.market_key,
      marketName: l.market_name,
      outcomeId: l.outcome_id,
      outcomeName: l.outcome_name,
      odds: l.odds,
      result: legResult(l.result),
    })),
  }));
}

/** One bet of the player's, or null when it is not theirs. */
export async function playerBet(db: Kysely<DB>, playerId: string, betId: string): Promise<BetView | null> {
  const bet = await db
    .selectFrom('sport_bets')
    .selectAll()
    .where('id', '=', betId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return bet ? ((await betViews(db, [bet]))[0] ?? null) : null;
}

/** These bets as their players see them, in one round of queries whatever their number. */
export async function betViewsById(db: Kysely<DB>, betIds: string[]): Promise<BetView[]> {
  if (betIds.length === 0) return [];
  const bets = await db.selectFrom('sport_bets').selectAll().where('id', 'in', betIds).execute();
  return betViews(db, bets);
}

export async function playerBets(
  db: Kysely<DB>,
  playerId: string,
  { isSettled, page, perPage }: { isSettled: boolean; page: number; perPage: number },
): Promise<{ rows: BetView[]; total: number }> {
  const base = db
    .selectFrom('sport_bets')
    .where('player_id', '=', playerId)
    .where('status', isSettled ? 'not in' : 'in', OPEN_BET);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const bets = await base
    .selectAll()
    .orderBy('placed_at', 'desc')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows: await betViews(db, bets), total: Number(total) };
}

/** The open bets with a leg on one of these events: their cash-out offers moved with the odds. */
export async function openBetsOn(db: Kysely<DB>, eventIds: bigint[]): Promise<BetChange[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('sport_bets as b')
    .select(['b.id as betId', 'b.player_id as playerId', 'b.currency'])
    .where('b.status', '=', 'open')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sport_bet_legs as l')
          .select('l.bet_id')
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.event_id', 'in', eventIds),
      ),
    )
    .execute();
}

/** The art a sport bet shows in the bets history (served by the web app). */
const SPORT_BET_TILE = '/content/sport/bet-tile.svg';

/**
 * The player's sport bets in the shape of the casino's rounds, for the bets history
 * (`GET /api/game/bets`): a win is the payout (a cash-out's amount, a void bet's stake back),
 * an open bet is one still waiting for its delay or its results, a refused one is undone.
 */
export function sportBetsAsRounds(db: Kysely<DB>, playerId: string, isSettled: boolean) {
  return db
    .selectFrom('sport_bets as b')
    .select([
      'b.id',
      'b.currency',
      'b.stake as bet_total',
      'b.payout as win_total',
      sql<
        'open' | 'closed' | 'rolled-back'
      >`case when b.status in ('pending', 'open') then 'open' when b.status = 'refused' then 'rolled-back' else 'closed' end`.as(
        'status',
      ),
      'b.placed_at as created_at',
      'b.settled_at as closed_at',
      sql<string>`${SPORTSBOOK_GAME}`.as('game_identity'),
      sql<string>`(select case when b.lines = 1 and count(*) = 1 then min(l.event_name) else count(*) || ' × ' || min(l.event_name) end from sport_bet_legs l where l.bet_id = b.id)`.as(
        'game_name',
      ),
      sql<string>`${SPORT_BET_TILE}`.as('tile_image'),
      sql<string>`'altenar'`.as('provider_identity'),
    ])
    .where('b.player_id', '=', playerId)
    .where('b.status', isSettled ? 'not in' : 'in', OPEN_BET);
}
