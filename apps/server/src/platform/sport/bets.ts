import { randomUUID } from 'node:crypto';
import { convertMinor } from '@casino/shared/money';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { recordEvent } from '../events/outbox.js';
import type { Jobs } from '../jobs/jobs.js';
import { systemAccount } from '../ledger/accounts.js';
import { reserve, voidPending } from '../ledger/transfers.js';
import { checkBetAllowed } from '../game/wallet/bet-rules.js';
import { activeAccount, currencyTable } from '../wallet/accounts.js';
import { readSetting } from '../settings/operator-settings.js';
import { baseCurrencyCode } from '../settings/service.js';
import { liveDelaySeconds, SPORT_LIMITS, SPORT_LIVE_DELAY } from './operator-settings.js';
import { lineCount, MAX_LEGS, MAX_LINES, NAMED_SYSTEMS, potentialPayout, type NamedSystem } from './payout.js';
import { HOUSE, payPlayer, postStake, stakeKey, type BetChange } from './settlement.js';
import type { Acceptance, BetKind, StoredOutcome } from './tables.js';

/**
 * Placing a sport bet: every selection checked against the current markets under the player's
 * odds-acceptance choice, the limits, then the whole stake reserved on the ledger in the same
 * transaction as the bet. A bet on a live event waits for its sport's delay in a persisted job
 * and is refused then if a bet stop or an unacceptable price change came meanwhile.
 */

/** The sportsbook's identity for player-protection checks (SPEC §7 start-game). */
export const SPORTSBOOK_GAME = 'altenar-sportsbook-altenar-sportsbook';
export const ACCEPT_JOB = 'sport.bet.accept';

export interface Selection {
  eventId: string;
  marketKey: string;
  outcomeId: string;
  /** The odds the player saw, thousandths. */
  odds: number;
}

export interface PlaceBet {
  requestId: string;
  kind: BetKind;
  /** For a system bet: a named full cover, or `k/n` (all k-folds of n selections). */
  system?: string | undefined;
  /** Stake per line, minor units. */
  stake: bigint;
  acceptance: Acceptance;
  selections: Selection[];
}

export interface Placed {
  betId: string;
  change: BetChange;
}

/** The combination sizes a bet of this kind holds over n selections. */
export function betSizes(
  kind: BetKind,
  n: number,
  system: string | undefined,
): { sizes: number[]; name: string | null } {
  const invalid = (message: string) => new AppError('SPORT_SELECTIONS_INVALID', message);
  if (n < 1 || n > MAX_LEGS) throw invalid(`A bet takes 1 to ${MAX_LEGS} selections`);
  if (kind === 'single') {
    if (n !== 1) throw invalid('A single takes one selection');
    return { sizes: [1], name: null };
  }
  if (kind === 'combo') {
    if (n < 2) throw invalid('A combination takes at least two selections');
    return { sizes: [n], name: null };
  }
  if (!system) throw invalid('Name the system: trixie, yankee … or k/n');
  if (system in NAMED_SYSTEMS) {
    const named = NAMED_SYSTEMS[system as NamedSystem];
    if (named.selections !== n) throw invalid(`A ${system} takes ${named.selections} selections`);
    return { sizes: [...named.sizes], name: system };
  }
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(system);
  const k = Number(match?.[1]);
  if (!match || Number(match[2]) !== n || k < 1 || k >= n)
    throw invalid('A system k/n takes n selections and 1 ≤ k < n');
  if (lineCount(n, [k]) > MAX_LINES) throw invalid(`A system bet holds at most ${MAX_LINES} lines`);
  return { sizes: [k], name: system };
}

interface CurrentSelection {
  selection: Selection;
  eventId: bigint;
  sportId: number;
  eventName: string;
  marketName: string;
  outcome: StoredOutcome;
  live: boolean;
}

/** The selection against the market now: refused when it cannot be bet, or its price moved the wrong way. */
async function currentSelections(
  trx: Transaction<DB>,
  selections: Selection[],
  acceptance: Acceptance,
): Promise<CurrentSelection[]> {
  const changed: { index: number; odds: number }[] = [];
  const current: CurrentSelection[] = [];
  for (const [index, selection] of selections.entries()) {
    const eventId = BigInt(selection.eventId);
    const row = await trx
      .selectFrom('sport_markets as m')
      .innerJoin('sport_events as e', 'e.id', 'm.event_id')
      .select([
        'e.sport_id',
        'e.name as event_name',
        'e.phase',
        'e.start_time',
        'e.live_odds',
        'm.name',
        'm.status',
        'm.outcomes',
      ])
      .where('m.event_id', '=', eventId)
      .where('m.market_key', '=', selection.marketKey)
      .executeTakeFirst();
    if (!row)
      throw new AppError('SPORT_EVENT_NOT_FOUND', undefined, { [`selections.${index}`]: ['No such event or market'] });
    const started = row.phase !== 'not_started' || row.start_time.getTime() <= Date.now();
    if (!['not_started', 'live'].includes(row.phase) || (started && !row.live_odds)) {
      throw new AppError('SPORT_EVENT_FINISHED', undefined, { [`selections.${index}`]: ['The event is over'] });
    }
    const outcome = row.outcomes.find((o) => o.id === selection.outcomeId);
    if (!outcome)
      throw new AppError('SPORT_SELECTIONS_INVALID', undefined, { [`selections.${index}`]: ['No such outcome'] });
    if (row.status !== 'active' || !outcome.active) {
      throw new AppError('SPORT_MARKET_SUSPENDED', undefined, { [`selections.${index}`]: ['Suspended'] });
    }
    if (!acceptable(selection.odds, outcome.odds, acceptance)) changed.push({ index, odds: outcome.odds });
    current.push({
      selection,
      eventId,
      sportId: row.sport_id,
      eventName: row.event_name,
      marketName: row.name,
      outcome,
      live: row.phase === 'live',
    });
  }
  if (changed.length > 0) {
    throw new AppError('SPORT_ODDS_CHANGED', undefined, undefined, {
      selections: changed.map((c) => ({ index: c.index, odds: c.odds })),
    });
  }
  return current;
}

export function acceptable(seen: number, now: number, acceptance: Acceptance): boolean {
  if (acceptance === 'any') return true;
  if (acceptance === 'higher') return now >= seen;
  return now === seen;
}

export async function placeBet(db: Kysely<DB>, jobs: Jobs, playerId: string, request: PlaceBet): Promise<Placed> {
  const known = await existingBet(db, playerId, request.requestId);
  if (known) return known;
  const n = request.selections.length;
  const { sizes, name } = betSizes(request.kind, n, request.system);
  if (request.kind !== 'single' && new Set(request.selections.map((s) => s.eventId)).size !== n) {
    throw new AppError('SPORT_SELECTIONS_INVALID', 'Only one selection per event may be combined');
  }
  const account = await activeAccount(db, playerId);
  const currencies = await currencyTable(db);
  const currency = currencies.get(account.currency)!;
  const base = currencies.get(await baseCurrencyCode(db))!;
  const limits = await readSetting(db, SPORT_LIMITS);
  const liveDelays = await readSetting(db, SPORT_LIVE_DELAY);
  const limit = (amount: number) => convertMinor(BigInt(amount), base, currency);
  const lines = lineCount(n, sizes);
  const stake = request.stake * BigInt(lines);
  if (request.stake < limit(limits.minLineStake)) throw new AppError('SPORT_STAKE_TOO_LOW');
  if (stake > limit(limits.maxStake)) throw new AppError('SPORT_STAKE_TOO_HIGH');
  const betId = randomUUID();
  const key = stakeKey(betId);

  try {
    return await db.transaction().execute(async (trx) => {
      // One placement of a player at a time: the per-market limit below reads their other bets.
      await sql`select id from ledger_accounts where id = ${account.ledgerAccountId} for no key update`.execute(trx);
      const player = await trx
        .selectFrom('players')
        .select('status')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow();
      if (player.status !== PLAYER_STATUS.active) throw new AppError('FORBIDDEN');
      const current = await currentSelections(trx, request.selections, request.acceptance);
      const odds = current.map((c) => c.outcome.odds);
      const potential = potentialPayout(request.stake, odds, sizes);
      if (potential > limit(limits.maxPayout)) throw new AppError('SPORT_MAX_PAYOUT_EXCEEDED');
      await checkMarketStakes(trx, playerId, current, stake, limit(limits.maxMarketStake));
      const allowed = await checkBetAllowed(trx, {
        playerId,
        currency: account.currency,
        gameIdentity: SPORTSBOOK_GAME,
        roundId: betId,
        amount: stake,
      });
      if (!allowed.ok) throw new AppError('SPORT_BET_NOT_ALLOWED');
      const isLive = current.some((c) => c.live);
      const delay = isLive
        ? Math.max(...current.filter((c) => c.live).map((c) => liveDelaySeconds(liveDelays, c.sportId)))
        : 0;
      const acceptAfter = isLive ? new Date(Date.now() + delay * 1000) : null;
      await trx
        .insertInto('sport_bets')
        .values({
          id: betId,
          player_id: playerId,
          request_id: request.requestId,
          currency: account.currency,
          kind: request.kind,
          sizes: JSON.stringify(sizes),
          system_name: name,
          unit_stake: request.stake,
          lines,
          stake,
          acceptance: request.acceptance,
          status: isLive ? 'pending' : 'open',
          is_live: isLive,
          potential_payout: potential,
          refusal: null,
          accept_after: acceptAfter,
          accepted_at: isLive ? null : new Date(),
          settled_at: null,
        })
        .execute();
      await trx
        .insertInto('sport_bet_legs')
        .values(
          current.map((c, legNo) => ({
            bet_id: betId,
            leg_no: legNo,
            event_id: c.eventId,
            market_key: c.selection.marketKey,
            outcome_id: c.outcome.id,
            odds: c.outcome.odds,
            event_name: c.eventName,
            market_name: c.marketName,
            outcome_name: c.outcome.name,
            result: JSON.stringify(null),
          })),
        )
        .execute();
      const reserved = await reserve(trx, {
        idempotencyKey: key,
        debit: account.ledgerAccountId,
        credit: await systemAccount(trx, HOUSE, account.currency, key),
        amount: stake,
        currency: account.currency,
        reason: 'bet',
        reference: betId,
      });
      if (!reserved.ok) {
        throw new AppError(reserved.code === 'INSUFFICIENT_FUNDS' ? 'SPORT_INSUFFICIENT_BALANCE' : 'CONFLICT');
      }
      if (acceptAfter) {
        await jobs.enqueue(ACCEPT_JOB, { betId }, { trx, runAt: acceptAfter, singletonKey: betId });
      } else {
        await recordPlaced(trx, betId);
      }
      return { betId, change: { betId, playerId, currency: account.currency } };
    });
  } catch (error) {
    // A double click: the same request id committed first.
    if ((error as { code?: unknown }).code === '23505') {
      const raced = await existingBet(db, playerId, request.requestId);
      if (raced) return raced;
    }
    throw error;
  }
}

async function existingBet(db: Kysely<DB>, playerId: string, requestId: string): Promise<Placed | null> {
  const row = await db
    .selectFrom('sport_bets')
    .select(['id', 'currency'])
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row ? { betId: row.id, change: { betId: row.id, playerId, currency: row.currency } } : null;
}

/** Refuses a bet that would take the player's open stakes on one market past the limit. */
async function checkMarketStakes(
  trx: Transaction<DB>,
  playerId: string,
  current: CurrentSelection[],
  stake: bigint,
  max: bigint,
): Promise<void> {
  for (const c of current) {
    const row = await trx
      .selectFrom('sport_bets as b')
      .innerJoin('sport_bet_legs as l', 'l.bet_id', 'b.id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('b.stake'), sql<string>`0`).as('total'))
      .where('b.player_id', '=', playerId)
      .where('b.status', 'in', ['pending', 'open'])
      .where('l.event_id', '=', c.eventId)
      .where('l.market_key', '=', c.selection.marketKey)
      .executeTakeFirstOrThrow();
    if (BigInt(row.total) + stake > max) throw new AppError('SPORT_MARKET_STAKE_LIMIT');
  }
}

async function recordPlaced(trx: Transaction<DB>, betId: string): Promise<void> {
  const bet = await trx.selectFrom('sport_bets').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();
  const legs = await trx
    .selectFrom('sport_bet_legs')
    .selectAll()
    .where('bet_id', '=', betId)
    .orderBy('leg_no')
    .execute();
  await recordEvent(trx, {
    type: 'sport.bet.placed',
    playerId: bet.player_id,
    aggregateId: betId,
    payload: {
      betId,
      kind: bet.kind,
      currency: bet.currency,
      stake: bet.stake,
      isLive: bet.is_live,
      legs: legs.map((l) => ({ eventId: l.event_id, marketKey: l.market_key, outcomeId: l.outcome_id, odds: l.odds })),
    },
  });
}

/**
 * The end of a live bet's delay: accepted when every leg can still be bet at an acceptable
 * price and no bet stop came since it was placed, else refused and its stake released.
 */
export async function acceptLiveBet(db: Kysely<DB>, betId: string): Promise<BetChange | null> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx.selectFrom('sport_bets').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst();
    if (!bet || bet.status !== 'pending') return null;
    const legs = await trx
      .selectFrom('sport_bet_legs as l')
      .innerJoin('sport_events as e', 'e.id', 'l.event_id')
      .leftJoin('sport_markets as m', (join) =>
        join.onRef('m.event_id', '=', 'l.event_id').onRef('m.market_key', '=', 'l.market_key'),
      )
      .select(['l.leg_no', 'l.outcome_id', 'l.odds', 'e.phase', 'e.bet_stop_at', 'm.status', 'm.outcomes'])
      .where('l.bet_id', '=', betId)
      .orderBy('l.leg_no')
      .execute();
    let refusal: string | null = null;
    const accepted: { legNo: number; odds: number }[] = [];
    for (const leg of legs) {
      const outcome = leg.outcomes?.find((o) => o.id === leg.outcome_id);
      if (!['not_started', 'live'].includes(leg.phase)) refusal = 'event-finished';
      else if (leg.bet_stop_at && leg.bet_stop_at >= bet.placed_at) refusal = 'bet-stop';
      else if (leg.status !== 'active' || !outcome?.active) refusal = 'market-suspended';
      else if (!acceptable(leg.odds, outcome.odds, bet.acceptance)) refusal = 'odds-changed';
      else accepted.push({ legNo: leg.leg_no, odds: bet.acceptance === 'none' ? leg.odds : outcome.odds });
      if (refusal) break;
    }
    const change = { betId, playerId: bet.player_id, currency: bet.currency };
    if (refusal) {
      const voided = await voidPending(trx, { idempotencyKey: `${stakeKey(betId)}:void`, pendingKey: stakeKey(betId) });
      if (!voided.ok) throw new Error(`sport bet ${betId}: stake not released: ${voided.code}`);
      await trx
        .updateTable('sport_bets')
        .set({ status: 'refused', refusal, settled_at: new Date() })
        .where('id', '=', betId)
        .execute();
      await recordEvent(trx, {
        type: 'sport.bet.refused',
        playerId: bet.player_id,
        aggregateId: betId,
        payload: { betId, currency: bet.currency, stake: bet.stake, reason: refusal },
      });
      return change;
    }
    for (const leg of accepted) {
      await trx
        .updateTable('sport_bet_legs')
        .set({ odds: leg.odds })
        .where('bet_id', '=', betId)
        .where('leg_no', '=', leg.legNo)
        .execute();
    }
    const potential = potentialPayout(
      bet.unit_stake,
      accepted.map((l) => l.odds),
      bet.sizes,
    );
    await trx
      .updateTable('sport_bets')
      .set({ status: 'open', accepted_at: new Date(), potential_payout: potential })
      .where('id', '=', betId)
      .execute();
    await recordPlaced(trx, betId);
    return change;
  });
}

/** Settles an open bet at once for `amount`, the offer the player accepted. */
export async function cashOut(
  db: Kysely<DB>,
  playerId: string,
  betId: string,
  expected: bigint | undefined,
  offer: (trx: Transaction<DB>) => Promise<bigint | null>,
): Promise<{ amount: bigint; change: BetChange }> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('sport_bets')
      .selectAll()
      .where('id', '=', betId)
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
    if (!bet) throw new AppError('SPORT_BET_NOT_FOUND');
    if (bet.status !== 'open') throw new AppError('SPORT_CASHOUT_UNAVAILABLE');
    const amount = await offer(trx);
    if (amount === null || amount <= 0n) throw new AppError('SPORT_CASHOUT_UNAVAILABLE');
    if (expected !== undefined && amount < expected) {
      throw new AppError('SPORT_CASHOUT_CHANGED', undefined, undefined, { amount: amount.toString() });
    }
    await postStake(trx, bet);
    const net = amount - bet.clawback_due;
    await payPlayer(trx, bet, net, `sport:${betId}:cashout`);
    await trx
      .updateTable('sport_bets')
      .set({ status: 'cashed_out', payout: amount, clawback_due: net < 0n ? -net : 0n, settled_at: new Date() })
      .where('id', '=', betId)
      .execute();
    await recordEvent(trx, {
      type: 'sport.bet.settled',
      playerId,
      aggregateId: betId,
      payload: {
        betId,
        status: 'cashed_out',
        currency: bet.currency,
        stake: bet.stake,
        payout: amount,
        paid: net > 0n ? net : 0n,
        messageId: null,
      },
    });
    return { amount, change: { betId, playerId, currency: bet.currency } };
  });
}
