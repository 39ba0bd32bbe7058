import { sql, type Kysely, type Transaction } from 'kysely';
import { marketKey, type FeedMessage, type Fixture, type MarketRef } from '../../contracts/sport-feed.js';
import type { DB } from '../../db/schema.js';
import { reconcileBet, type BetChange } from './settlement.js';
import type { StoredResult } from './tables.js';

/**
 * Applies feed messages to the sportsbook, each once: its id is recorded in the transaction
 * that applies it, so a replayed message (a retry, a snapshot overlapping the stream, a second
 * process pulling the same page) changes nothing. An odds change older than the one applied
 * last (by sequence) only updates nothing.
 */

export interface Applied {
  applied: boolean;
  eventId: bigint;
  /** Bets whose state or money changed, to push after the commit. */
  bets: BetChange[];
  /** The event's odds, status or markets changed. */
  eventChanged: boolean;
}

type Message<T extends FeedMessage['type']> = Extract<FeedMessage, { type: T }>;

export async function applyMessage(db: Kysely<DB>, feed: string, message: FeedMessage): Promise<Applied> {
  const eventId = BigInt(message.eventId);
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('sport_feed_messages')
      .values({
        feed,
        message_id: message.messageId,
        sequence: BigInt(message.sequence),
        type: message.type,
        event_id: eventId,
      })
      .onConflict((oc) => oc.columns(['feed', 'message_id']).doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (!fresh) return { applied: false, eventId, bets: [], eventChanged: false };
    const known = await trx.selectFrom('sport_events').select('id').where('id', '=', eventId).executeTakeFirst();
    // Anything about an event the feed never introduced is kept as received and otherwise ignored.
    if (!known && message.type !== 'fixture' && message.type !== 'fixture_change') {
      return { applied: true, eventId, bets: [], eventChanged: false };
    }
    switch (message.type) {
      case 'fixture':
      case 'fixture_change':
        await upsertFixture(trx, message.fixture);
        return { applied: true, eventId, bets: [], eventChanged: true };
      case 'odds_change':
        return { applied: true, eventId, bets: [], eventChanged: await applyOdds(trx, message) };
      case 'bet_stop':
        await betStop(trx, message);
        return { applied: true, eventId, bets: [], eventChanged: true };
      case 'bet_settlement':
        return { applied: true, eventId, bets: await settle(trx, message), eventChanged: true };
      case 'bet_cancel':
        return { applied: true, eventId, bets: await cancel(trx, message), eventChanged: true };
      case 'rollback_bet_settlement':
        return { applied: true, eventId, bets: await unsettle(trx, message), eventChanged: true };
      case 'rollback_bet_cancel':
        return { applied: true, eventId, bets: await uncancel(trx, message), eventChanged: true };
    }
  });
}

export function eventName(fixture: Fixture): string {
  if (fixture.competitors.length === 2) return `${fixture.competitors[0]!.name} vs ${fixture.competitors[1]!.name}`;
  return `${fixture.championship.name} ${fixture.startTime.slice(11, 16)}`;
}

async function upsertFixture(trx: Transaction<DB>, fixture: Fixture): Promise<void> {
  const { sport, category, championship } = fixture;
  await trx
    .insertInto('sport_sports')
    .values({ id: sport.id, name: sport.name, slug: sport.slug, virtual: sport.virtual })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: sport.name, slug: sport.slug, virtual: sport.virtual }))
    .execute();
  const region = category.region ?? null;
  await trx
    .insertInto('sport_categories')
    .values({ id: category.id, sport_id: sport.id, name: category.name, region })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: category.name, region }))
    .execute();
  await trx
    .insertInto('sport_championships')
    .values({ id: championship.id, category_id: category.id, sport_id: sport.id, name: championship.name })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: championship.name }))
    .execute();
  const name = eventName(fixture);
  const row = {
    sport_id: sport.id,
    category_id: category.id,
    championship_id: championship.id,
    name,
    competitors: JSON.stringify(fixture.competitors),
    start_time: new Date(fixture.startTime),
    live_odds: fixture.liveOdds,
    search_text: [name, ...fixture.competitors.map((c) => c.name), championship.name, category.name, sport.name]
      .join(' ')
      .toLowerCase(),
  };
  await trx
    .insertInto('sport_events')
    .values({ id: BigInt(fixture.eventId), period: null, clock_seconds: null, bet_stop_at: null, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
}

async function applyOdds(trx: Transaction<DB>, message: Message<'odds_change'>): Promise<boolean> {
  const eventId = BigInt(message.eventId);
  const updated = await trx
    .updateTable('sport_events')
    .set({
      phase: message.status.phase,
      period: message.status.period,
      clock_seconds: message.status.clockSeconds,
      score: JSON.stringify(message.status.score),
      period_scores: JSON.stringify(message.status.periodScores),
      odds_sequence: BigInt(message.sequence),
      updated_at: new Date(),
    })
    .where('id', '=', eventId)
    .where('odds_sequence', '<', BigInt(message.sequence))
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  if (message.markets.length === 0) return true;
  await trx
    .insertInto('sport_markets')
    .values(
      message.markets.map((m, index) => ({
        event_id: eventId,
        market_key: marketKey(m.marketId, m.specifiers),
        market_id: m.marketId,
        specifiers: JSON.stringify(m.specifiers),
        name: m.name,
        status: m.status,
        outcomes: JSON.stringify(m.outcomes),
        results: JSON.stringify(null),
        sort_order: index,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['event_id', 'market_key']).doUpdateSet({
        name: (eb) => eb.ref('excluded.name'),
        outcomes: (eb) => eb.ref('excluded.outcomes'),
        sort_order: (eb) => eb.ref('excluded.sort_order'),
        // A settled or cancelled market keeps its state until the feed rolls that back.
        status: sql`case when sport_markets.status in ('settled', 'cancelled') then sport_markets.status else excluded.status end`,
        updated_at: new Date(),
      }),
    )
    .execute();
  return true;
}

const keysOf = (markets: MarketRef[]) => markets.map((m) => marketKey(m.marketId, m.specifiers));

async function betStop(trx: Transaction<DB>, message: Message<'bet_stop'>): Promise<void> {
  const eventId = BigInt(message.eventId);
  await trx
    .updateTable('sport_markets')
    .set({ status: 'suspended', updated_at: new Date() })
    .where('event_id', '=', eventId)
    .where('status', '=', 'active')
    .$if(message.markets !== undefined, (q) => q.where('market_key', 'in', keysOf(message.markets!)))
    .execute();
  await trx
    .updateTable('sport_events')
    .set({ bet_stop_at: new Date(message.timestamp) })
    .where('id', '=', eventId)
    .execute();
}

/** Legs on these markets of the event (still counted or voided by a cancel, as asked). */
async function legsOn(trx: Transaction<DB>, eventId: bigint, keys: string[], cancelled: boolean) {
  if (keys.length === 0) return [];
  return trx
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .select(['l.bet_id', 'l.leg_no', 'l.market_key', 'l.outcome_id', 'b.placed_at'])
    .where('l.event_id', '=', eventId)
    .where('l.market_key', 'in', keys)
    .where('l.cancelled', '=', cancelled)
    .execute();
}

async function setLegResult(
  trx: Transaction<DB>,
  betId: string,
  legNo: number,
  result: StoredResult | null,
  cancelled?: boolean,
) {
  await trx
    .updateTable('sport_bet_legs')
    .set({ result: JSON.stringify(result), ...(cancelled === undefined ? {} : { cancelled }) })
    .where('bet_id', '=', betId)
    .where('leg_no', '=', legNo)
    .execute();
}

async function reconcileAll(trx: Transaction<DB>, betIds: Iterable<string>, messageId: string): Promise<BetChange[]> {
  const changes: BetChange[] = [];
  for (const betId of [...new Set(betIds)].sort()) {
    const change = await reconcileBet(trx, betId, messageId);
    if (change) changes.push(change);
  }
  return changes;
}

/** An outcome the settlement leaves out is refunded, never guessed lost. */
const resultFor = (results: StoredResult[], outcomeId: string): StoredResult =>
  results.find((r) => r.id === outcomeId) ?? { id: outcomeId, result: 0, voidFactor: '1' };

async function settle(trx: Transaction<DB>, message: Message<'bet_settlement'>): Promise<BetChange[]> {
  const eventId = BigInt(message.eventId);
  const touched: string[] = [];
  for (const market of message.markets) {
    const key = marketKey(market.marketId, market.specifiers);
    const results: StoredResult[] = market.outcomes.map((o) => ({
      id: o.id,
      result: o.result,
      voidFactor: o.voidFactor,
      ...(o.deadHeatFactor ? { deadHeatFactor: o.deadHeatFactor } : {}),
    }));
    await trx
      .updateTable('sport_markets')
      .set({ results: JSON.stringify(results), status: 'settled', updated_at: new Date() })
      .where('event_id', '=', eventId)
      .where('market_key', '=', key)
      .execute();
    for (const leg of await legsOn(trx, eventId, [key], false)) {
      await setLegResult(trx, leg.bet_id, leg.leg_no, resultFor(results, leg.outcome_id));
      touched.push(leg.bet_id);
    }
  }
  return reconcileAll(trx, touched, message.messageId);
}

const inRange = (placedAt: Date, range: { startTime?: number | undefined; endTime?: number | undefined }) =>
  (range.startTime === undefined || placedAt.getTime() >= range.startTime) &&
  (range.endTime === undefined || placedAt.getTime() < range.endTime);

async function cancel(trx: Transaction<DB>, message: Message<'bet_cancel'>): Promise<BetChange[]> {
  const eventId = BigInt(message.eventId);
  const keys = keysOf(message.markets);
  await trx
    .updateTable('sport_markets')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('event_id', '=', eventId)
    .where('market_key', 'in', keys)
    .execute();
  const touched: string[] = [];
  for (const leg of await legsOn(trx, eventId, keys, false)) {
    if (!inRange(leg.placed_at, message)) continue;
    await setLegResult(trx, leg.bet_id, leg.leg_no, { id: leg.outcome_id, result: 0, voidFactor: '1' }, true);
    touched.push(leg.bet_id);
  }
  return reconcileAll(trx, touched, message.messageId);
}

async function unsettle(trx: Transaction<DB>, message: Message<'rollback_bet_settlement'>): Promise<BetChange[]> {
  const eventId = BigInt(message.eventId);
  const keys = keysOf(message.markets);
  await trx
    .updateTable('sport_markets')
    .set({ results: JSON.stringify(null), status: 'deactivated', updated_at: new Date() })
    .where('event_id', '=', eventId)
    .where('market_key', 'in', keys)
    .where('status', '=', 'settled')
    .execute();
  const touched: string[] = [];
  for (const leg of await legsOn(trx, eventId, keys, false)) {
    await setLegResult(trx, leg.bet_id, leg.leg_no, null);
    touched.push(leg.bet_id);
  }
  return reconcileAll(trx, touched, message.messageId);
}

async function uncancel(trx: Transaction<DB>, message: Message<'rollback_bet_cancel'>): Promise<BetChange[]> {
  const eventId = BigInt(message.eventId);
  const keys = keysOf(message.markets);
  const markets = await trx
    .selectFrom('sport_markets')
    .select(['market_key', 'results'])
    .where('event_id', '=', eventId)
    .where('market_key', 'in', keys)
    .execute();
  for (const market of markets) {
    await trx
      .updateTable('sport_markets')
      .set({ status: market.results ? 'settled' : 'deactivated', updated_at: new Date() })
      .where('event_id', '=', eventId)
      .where('market_key', '=', market.market_key)
      .where('status', '=', 'cancelled')
      .execute();
  }
  const touched: string[] = [];
  for (const leg of await legsOn(trx, eventId, keys, true)) {
    if (!inRange(leg.placed_at, message)) continue;
    const results = markets.find((m) => m.market_key === leg.market_key)?.results ?? null;
    await setLegResult(trx, leg.bet_id, leg.leg_no, results ? resultFor(results, leg.outcome_id) : null, false);
    touched.push(leg.bet_id);
  }
  return reconcileAll(trx, touched, message.messageId);
}
