import { createHash, randomUUID } from 'node:crypto';
import {
  CRASH_MAX_TARGET_CENTS,
  CRASH_MIN_TARGET_CENTS,
  crashPayout,
  crashPoint,
  msToReach,
  multiplierAt,
  previousGameHash,
} from '@casino/shared/originals/crash';
import { MULTIPLIER_SCALE } from '@casino/shared/originals/game';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { BetRow, Rounds } from '../bets.js';
import { OriginalsError } from '../errors.js';
import type { LaunchRow } from '../../kit/launches.js';
import { ownerOf } from '../seeds.js';
import type { OriginalsTables } from '../tables.js';
import { createChain, getChain, roundHash, type ChainRow } from './chain.js';
import type { CrashDb, CrashTables } from './tables.js';

export type CrashRoundRow = Selectable<CrashTables['originals_crash_rounds']>;

/** A loop step's outcome: the live round, if any, and when it next moves on by itself. */
export interface CrashStep {
  round: CrashRoundRow | undefined;
  due: number;
}

export const CRASH_GAME_ID = 'crash';

export interface CrashTiming {
  /** How long bets are taken before take-off. */
  bettingMs: number;
  /** The pause after a crash before the next round opens for bets. */
  cooldownMs: number;
  /** Rounds in a chain; a new chain (a new published terminating hash) follows the last one. */
  chainLength: number;
}

export const DEFAULT_CRASH_TIMING: CrashTiming = { bettingMs: 7_000, cooldownMs: 3_000, chainLength: 50_000 };

/** What the live stream carries; `player` is a short pseudonym, never an id. */
export type CrashEvent =
  | { type: 'round'; round: PublicRound }
  | { type: 'bet'; roundNumber: number; player: string; stake: string; currency: string }
  | { type: 'cashout'; roundNumber: number; player: string; at: number; payout: string; currency: string }
  | { type: 'crash'; round: PublicRound }
  /** The multiplier flown so far, several times a second while the round runs. */
  | { type: 'tick'; roundNumber: number; multiplier: number; elapsedMs: number };

export interface PublicRound {
  id: string;
  chainId: string;
  number: number;
  phase: CrashRoundRow['phase'];
  bettingEndsAt: string;
  startedAt: string | null;
  /** Hundredths; only once crashed. */
  crashPoint: number | null;
  /** The game hash once crashed; before, its commitment (the hash of the round before). */
  hash: string | null;
  commitment: string;
}

const isUniqueViolation = (error: unknown) => String((error as { code?: unknown }).code) === '23505';
const parsed = <T>(stored: unknown): T => (typeof stored === 'string' ? JSON.parse(stored) : stored) as T;

/** A stable short name for a bettor in the live feed: the platform's ids never leave the studio. */
export const pseudonym = (owner: string) =>
  `Player ${createHash('sha256').update(owner).digest('hex').slice(0, 5).toUpperCase()}`;

type CrashParams = { round: number; autoCashout: number | null };

/**
 * One Crash round for everyone. Every phase change is a conditional update on the round's row
 * (betting → running → crashed), decided by the deadlines stored there, so `advance` may run in
 * any process, any number of times, after any restart: it only ever carries the round on.
 * Bets are `originals_bets` rows on the round's seed pair and move money through the same purse
 * as every original: the stake when placed, one closing win (zero for a loss).
 */
export class CrashGame {
  private readonly listeners = new Set<(event: CrashEvent) => void>();
  private readonly db: CrashDb;

  constructor(
    db: Kysely<OriginalsTables>,
    private readonly rounds: Rounds,
    private readonly log: FastifyBaseLogger,
    readonly timing: CrashTiming = DEFAULT_CRASH_TIMING,
    readonly now: () => number = () => Date.now(),
  ) {
    this.db = db.withTables<CrashTables>();
  }

  /** Called when a first watcher arrives: a loop asleep until the crash must start ticking. */
  onWatched: (() => void) | undefined;

  subscribe(listener: (event: CrashEvent) => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.onWatched?.();
    return () => this.listeners.delete(listener);
  }

  /** Someone in this process follows the live round, so a flight needs its ticks. */
  get watched(): boolean {
    return this.listeners.size > 0;
  }

  private emit(event: CrashEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** The round being bet on or flown, if any. */
  live(): Promise<CrashRoundRow | undefined> {
    return this.db.selectFrom('originals_crash_rounds').selectAll().where('phase', '<>', 'crashed').executeTakeFirst();
  }

  latest(): Promise<CrashRoundRow | undefined> {
    return this.db.selectFrom('originals_crash_rounds').selectAll().orderBy('created_at', 'desc').executeTakeFirst();
  }

  /** When the next round may open: the pause after the last crash is over. */
  private async pauseOver(crashed: CrashRoundRow | undefined): Promise<number> {
    const crashedAt = (crashed ?? (await this.latest()))?.crashed_at;
    return crashedAt ? crashedAt.getTime() + this.timing.cooldownMs : this.now();
  }

  crashesAt(round: CrashRoundRow): number {
    return round.started_at!.getTime() + msToReach(round.crash_point);
  }

  /**
   * One step of the loop: opens, starts, pays auto cash-outs and crashes rounds whose time came.
   * It tells when the round next moves on by itself (betting closes, an auto cash-out is reached,
   * the flight crashes, the pause after a crash ends), so the loop can sleep until then.
   */
  async advance(): Promise<CrashStep> {
    const now = this.now();
    let round = (await this.live()) ?? (await this.openNext(now));
    if (!round) {
      await this.settleCrashed();
      return { round: undefined, due: await this.pauseOver(undefined) };
    }
    if (round.phase === 'betting' && now >= round.betting_ends_at.getTime()) round = await this.takeOff(round, now);
    if (round.phase === 'running') {
      if (now >= this.crashesAt(round)) round = await this.crash(round);
      else {
        const elapsedMs = now - round.started_at!.getTime();
        const reached = multiplierAt(elapsedMs);
        this.emit({ type: 'tick', roundNumber: round.number, multiplier: reached, elapsedMs });
        const nextCashOut = await this.autoCashOuts(round, reached);
        return { round, due: Math.min(this.crashesAt(round), nextCashOut) };
      }
    }
    if (round.phase === 'betting') return { round, due: round.betting_ends_at.getTime() };
    return { round, due: await this.pauseOver(round) };
  }

  private async openNext(now: number): Promise<CrashRoundRow | undefined> {
    const last = await this.latest();
    if (last?.crashed_at && now < last.crashed_at.getTime() + this.timing.cooldownMs) return undefined;
    await this.settleCrashed();
    let chain: ChainRow | undefined = last ? await getChain(this.db, last.chain_id) : undefined;
    let number = last ? last.number + 1 : 1;
    if (!chain || number > chain.length) {
      chain = await createChain(this.db, this.timing.chainLength);
      number = 1;
    }
    const hash = roundHash(chain, number);
    const id = randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        const pairId = randomUUID();
        await trx
          .insertInto('originals_seed_pairs')
          .values({
            id: pairId,
            owner: `crash:${id}`,
            server_seed: hash,
            // The commitment is the previous round's hash, so it is public from the start.
            server_seed_hash: previousGameHash(hash),
            client_seed: chain.salt,
            revealed_at: null,
          })
          .execute();
        await trx
          .insertInto('originals_crash_rounds')
          .values({
            id,
            chain_id: chain.id,
            number,
            seed_pair_id: pairId,
            crash_point: crashPoint(hash, chain.salt),
            phase: 'betting',
            betting_ends_at: new Date(now + this.timing.bettingMs),
          })
          .execute();
      });
    } catch (error) {
      // Another process opened it first.
      if (isUniqueViolation(error)) return this.live();
      throw error;
    }
    const round = await this.roundById(id);
    this.emit({ type: 'round', round: await this.publicRound(round) });
    return round;
  }

  /**
   * Betting closes and the flight starts. A loop that wakes late (a restart) starts the flight
   * now rather than in the past, so players always get the whole flight to cash out in.
   */
  private async takeOff(round: CrashRoundRow, now: number): Promise<CrashRoundRow> {
    const due = round.betting_ends_at.getTime();
    const startedAt = new Date(now - due < 1_000 ? due : now);
    const started = await this.db
      .updateTable('originals_crash_rounds')
      .set({ phase: 'running', started_at: startedAt })
      .where('id', '=', round.id)
      .where('phase', '=', 'betting')
      .returningAll()
      .executeTakeFirst();
    if (!started) return this.roundById(round.id);
    this.emit({ type: 'round', round: await this.publicRound(started) });
    return started;
  }

  private async crash(round: CrashRoundRow): Promise<CrashRoundRow> {
    const crashed = await this.db
      .updateTable('originals_crash_rounds')
      .set({ phase: 'crashed', crashed_at: new Date(this.crashesAt(round)) })
      .where('id', '=', round.id)
      .where('phase', '=', 'running')
      .returningAll()
      .executeTakeFirst();
    if (!crashed) return this.roundById(round.id);
    // The game hash is the round's server seed: revealed now, it verifies down the chain.
    await this.db
      .updateTable('originals_seed_pairs')
      .set({ active: false, revealed_at: new Date() })
      .where('id', '=', crashed.seed_pair_id)
      .where('active', '=', true)
      .execute();
    this.emit({ type: 'crash', round: await this.publicRound(crashed) });
    await this.settleCrashed();
    return crashed;
  }

  /**
   * Settles every bet still open on a crashed round: an auto cash-out at or below the crash
   * point was reached in flight and pays its target, every other bet lost.
   */
  async settleCrashed(): Promise<number> {
    const open = await this.db
      .selectFrom('originals_bets as b')
      .innerJoin('originals_crash_rounds as r', 'r.seed_pair_id', 'b.seed_pair_id')
      .selectAll('b')
      .select(['r.crash_point', 'r.number as round_number'])
      .where('b.game_id', '=', CRASH_GAME_ID)
      .where('b.status', '=', 'open')
      .where('r.phase', '=', 'crashed')
      .orderBy('b.created_at')
      .limit(500)
      .execute();
    for (const { crash_point, round_number, ...bet } of open) {
      const { autoCashout } = parsed<CrashParams>(bet.params);
      const at = autoCashout !== null && autoCashout <= crash_point ? autoCashout : null;
      await this.settle(bet, at, round_number);
    }
    return open.length;
  }

  /** Pays the auto cash-outs the flight has reached; answers when the next one is due. */
  private async autoCashOuts(round: CrashRoundRow, reached: number): Promise<number> {
    let next = Infinity;
    for (const bet of await this.openBets(round)) {
      const { autoCashout } = parsed<CrashParams>(bet.params);
      if (autoCashout === null || autoCashout > round.crash_point) continue;
      if (autoCashout <= reached) await this.settle(bet, autoCashout, round.number);
      else next = Math.min(next, round.started_at!.getTime() + msToReach(autoCashout));
    }
    return next;
  }

  private openBets(round: CrashRoundRow): Promise<BetRow[]> {
    return this.db
      .selectFrom('originals_bets')
      .selectAll()
      .where('seed_pair_id', '=', round.seed_pair_id)
      .where('status', '=', 'open')
      .execute();
  }

  /**
   * Closes one bet: cashed out at `at` hundredths, or lost (null). The claim (open → settling)
   * lets exactly one of a player's cash-out, the auto cash-out and the crash settle it.
   */
  private async settle(
    bet: BetRow,
    at: number | null,
    roundNumber: number,
  ): Promise<{ bet: BetRow; balance: bigint | null } | undefined> {
    const payout = at === null ? 0n : crashPayout(bet.stake, at);
    const claimed = await this.db
      .updateTable('originals_bets')
      .set({
        status: 'settling',
        multiplier: at === null ? 0 : (at * MULTIPLIER_SCALE) / 100,
        payout,
        state: JSON.stringify({ cashedOutAt: at }),
        outcome: JSON.stringify({ cashedOutAt: at }),
        updated_at: new Date(),
      })
      .where('id', '=', bet.id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return undefined;
    const launch = await this.db
      .selectFrom('originals_launches')
      .selectAll()
      .where('id', '=', claimed.launch_id)
      .executeTakeFirstOrThrow();
    let balance: bigint | null = null;
    try {
      balance = (await this.rounds.purseFor(launch).close(claimed, payout)).balance;
    } catch (error) {
      // The win stays journalled as pending: the settle job delivers it.
      this.log.warn({ err: error, betId: bet.id }, 'crash win not delivered yet');
    }
    if (at !== null)
      this.emit({
        type: 'cashout',
        roundNumber,
        player: pseudonym(claimed.owner),
        at,
        payout: payout.toString(),
        currency: launch.currency,
      });
    return { bet: claimed, balance };
  }

  /** A bet on the round taking bets; one per player and round. */
  async placeBet(
    launch: LaunchRow,
    stake: bigint,
    autoCashout: number | null,
  ): Promise<{ bet: BetRow; balance: bigint | null }> {
    if (autoCashout !== null && (autoCashout < CRASH_MIN_TARGET_CENTS || autoCashout > CRASH_MAX_TARGET_CENTS))
      throw new OriginalsError('INVALID_BET', 'An auto cash-out is between 1.01× and 1,000,000×');
    const round = await this.live();
    if (!round || round.phase !== 'betting' || this.now() >= round.betting_ends_at.getTime())
      throw new OriginalsError('BETTING_CLOSED', 'Bets are taken only while the next round counts down');
    const owner = ownerOf(launch);
    const nonce = await this.db
      .updateTable('originals_seed_pairs')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('id', '=', round.seed_pair_id)
      .where('active', '=', true)
      .returning('nonce')
      .executeTakeFirst();
    if (!nonce) throw new OriginalsError('BETTING_CLOSED', 'Bets are taken only while the next round counts down');
    const params: CrashParams = { round: round.number, autoCashout };
    let bet: BetRow;
    try {
      bet = await this.db
        .insertInto('originals_bets')
        .values({
          id: randomUUID(),
          launch_id: launch.id,
          owner,
          game_id: CRASH_GAME_ID,
          seed_pair_id: round.seed_pair_id,
          nonce: nonce.nonce - 1,
          params: JSON.stringify(params),
          stake,
          status: 'open',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new OriginalsError('ROUND_IN_PROGRESS', 'You already have a bet in this round');
      throw error;
    }
    let balance: bigint | null;
    try {
      balance = await this.rounds.purseFor(launch).bet(bet, stake);
    } catch (error) {
      await this.db
        .updateTable('originals_bets')
        .set({ status: 'refused', updated_at: new Date() })
        .where('id', '=', bet.id)
        .where('status', '=', 'open')
        .execute();
      throw error;
    }
    this.emit({
      type: 'bet',
      roundNumber: round.number,
      player: pseudonym(owner),
      stake: stake.toString(),
      currency: launch.currency,
    });
    return { bet, balance };
  }

  /**
   * Cashes the player's bet out at the multiplier flown so far. Refused once the multiplier has
   * reached the crash point, whether or not the loop has marked the crash yet.
   */
  async cashOut(launch: LaunchRow): Promise<{ bet: BetRow; balance: bigint | null }> {
    const round = await this.live();
    const bet = round ? await this.betOf(launch, round) : undefined;
    if (!round || !bet || bet.status !== 'open') {
      throw new OriginalsError('ROUND_NOT_FOUND', 'You have no bet flying in this round');
    }
    if (round.phase !== 'running') throw new OriginalsError('ILLEGAL_ACTION', 'The round has not taken off yet');
    const elapsed = this.now() - round.started_at!.getTime();
    const reached = multiplierAt(elapsed);
    if (this.now() >= this.crashesAt(round) || reached >= round.crash_point) {
      throw new OriginalsError('ALREADY_CRASHED', 'Too late: the round has crashed');
    }
    const { autoCashout } = parsed<CrashParams>(bet.params);
    const at = autoCashout !== null && autoCashout <= reached ? autoCashout : reached;
    const settled = await this.settle(bet, at, round.number);
    if (!settled) throw new OriginalsError('ROUND_BUSY', 'This bet was already settled');
    return { bet: await this.betById(settled.bet.id), balance: settled.balance };
  }

  /** The player's bet in this round, if any (refused ones are left out). */
  async betOf(launch: LaunchRow, round: CrashRoundRow): Promise<BetRow | undefined> {
    return this.db
      .selectFrom('originals_bets')
      .selectAll()
      .where('seed_pair_id', '=', round.seed_pair_id)
      .where('owner', '=', ownerOf(launch))
      .where('status', '<>', 'refused')
      .executeTakeFirst();
  }

  async history(limit: number): Promise<PublicRound[]> {
    const rows = await this.db
      .selectFrom('originals_crash_rounds')
      .selectAll()
      .where('phase', '=', 'crashed')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return Promise.all(rows.map((row) => this.publicRound(row)));
  }

  /** The bets of a round for the live table: who bet, and who cashed out where. */
  async roundBets(round: CrashRoundRow) {
    const rows = await this.db
      .selectFrom('originals_bets as b')
      .innerJoin('originals_launches as l', 'l.id', 'b.launch_id')
      .select(['b.owner', 'b.stake', 'b.status', 'b.payout', 'b.multiplier', 'b.state', 'l.currency'])
      .where('b.seed_pair_id', '=', round.seed_pair_id)
      .where('b.status', '<>', 'refused')
      .orderBy('b.created_at')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      player: pseudonym(row.owner),
      stake: row.stake.toString(),
      currency: row.currency,
      cashedOutAt:
        row.status === 'open' ? null : (parsed<{ cashedOutAt: number | null } | null>(row.state)?.cashedOutAt ?? null),
      payout: row.payout.toString(),
    }));
  }

  async publicRound(round: CrashRoundRow): Promise<PublicRound> {
    const pair = await this.db
      .selectFrom('originals_seed_pairs')
      .select(['server_seed', 'server_seed_hash'])
      .where('id', '=', round.seed_pair_id)
      .executeTakeFirstOrThrow();
    const crashed = round.phase === 'crashed';
    return {
      id: round.id,
      chainId: round.chain_id,
      number: round.number,
      phase: round.phase,
      bettingEndsAt: round.betting_ends_at.toISOString(),
      startedAt: round.started_at?.toISOString() ?? null,
      crashPoint: crashed ? round.crash_point : null,
      hash: crashed ? pair.server_seed : null,
      commitment: pair.server_seed_hash,
    };
  }

  async chainOf(chainId: string): Promise<{ id: string; terminatingHash: string; salt: string; length: number }> {
    const chain = await this.db
      .selectFrom('originals_crash_chains')
      .selectAll()
      .where('id', '=', chainId)
      .executeTakeFirst();
    if (!chain) throw new OriginalsError('ROUND_NOT_FOUND', 'No such chain');
    return { id: chain.id, terminatingHash: chain.terminating_hash, salt: chain.salt, length: chain.length };
  }

  private roundById(id: string): Promise<CrashRoundRow> {
    return this.db.selectFrom('originals_crash_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  private betById(id: string): Promise<BetRow> {
    return this.db.selectFrom('originals_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
}
