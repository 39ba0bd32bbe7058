import { randomUUID } from 'node:crypto';
import { payoutOf } from '@casino/shared/originals/game';
import { outcomeFloats, type SeedPair } from '@casino/shared/provably-fair';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import { OriginalsError } from './errors.js';
import type { InstantHandler, OriginalTitle, SteppedHandler } from './games/types.js';
import type { LaunchRow } from '../kit/launches.js';
import { DemoPurse, WalletPurse, type Purse } from '../kit/purse.js';
import { ownerOf, type Seeds } from './seeds.js';
import { kitView, type BetStatus, type OriginalsTables } from './tables.js';
import type { WalletClient } from '../kit/wallet-client.js';

export type BetRow = Selectable<OriginalsTables['originals_bets']>;

/** How long a multi-step round may wait for the player before the settle job finishes it. */
export const ABANDONED_AFTER_MS = 15 * 60_000;

const isUniqueViolation = (error: unknown) => String((error as { code?: unknown }).code) === '23505';
const json = (value: unknown) => JSON.stringify(value);
const parsed = <T>(stored: unknown): T => (typeof stored === 'string' ? JSON.parse(stored) : stored) as T;

export function stakeLimits(title: OriginalTitle, subunitToUnit: number): { minBet: bigint; maxBet: bigint } {
  const scale = BigInt(subunitToUnit);
  const minBet = (title.minBet * scale + 99n) / 100n;
  const maxBet = (title.maxBet * scale) / 100n;
  return { minBet: minBet < 1n ? 1n : minBet, maxBet: maxBet < minBet ? minBet : maxBet };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, code: 'INVALID_BET' | 'ILLEGAL_ACTION'): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new OriginalsError(code, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return result.data;
}

export interface Settled {
  bet: BetRow;
  seeds: SeedPair;
  balance: bigint | null;
  pending: boolean;
}

/**
 * Runs originals rounds: takes a nonce, decides the outcome from the seeds, moves the money
 * through the purse (the platform's wallet, or play money) and keeps every bet in the bet log
 * with the seed pair and nonce that decided it.
 */
export class Rounds {
  constructor(
    private readonly db: Kysely<OriginalsTables>,
    private readonly seeds: Seeds,
    private readonly wallet: WalletClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  purseFor(launch: LaunchRow): Purse {
    return launch.demo
      ? new DemoPurse(kitView(this.db), launch)
      : new WalletPurse(kitView(this.db), this.wallet, launch, this.log);
  }

  /** One bet of an instant game, settled before the answer. */
  async instant(launch: LaunchRow, game: InstantHandler, stake: bigint, rawParams: unknown): Promise<Settled> {
    const params = parse(game.rules.params, rawParams, 'INVALID_BET');
    this.checkStake(launch, game.title, stake);
    const { bet, seeds } = await this.openBet(launch, game.title.id, stake, params, 'settling');
    const outcome = game.rules.outcome(outcomeFloats(seeds, game.rules.floats(params)), params);
    const multiplier = game.rules.multiplier(outcome, params);
    const purse = this.purseFor(launch);
    await this.takeStake(purse, bet);
    const decided = await this.update(bet.id, { outcome, multiplier, payout: payoutOf(stake, multiplier) });
    const closing = await purse.close(decided, decided.payout);
    return { bet: await this.get(bet.id), seeds, ...closing };
  }

  /** Starts a round of a multi-step game; a player already in one gets ROUND_IN_PROGRESS. */
  async start(launch: LaunchRow, game: SteppedHandler, stake: bigint, rawParams: unknown): Promise<Settled> {
    const params = parse(game.params, rawParams, 'INVALID_BET');
    this.checkStake(launch, game.title, stake);
    const { bet, seeds } = await this.openBet(launch, game.title.id, stake, params, 'open');
    const purse = this.purseFor(launch);
    const balance = await this.takeStake(purse, bet);
    return this.apply(launch, purse, bet, seeds, game.start(seeds, params), balance);
  }

  /** One action on the player's open round of this game (reveal, cash out …). */
  async act(launch: LaunchRow, game: SteppedHandler, rawAction: unknown): Promise<Settled> {
    const action = parse(game.action, rawAction, 'ILLEGAL_ACTION');
    const open = await this.openRound(launch, game.title.id);
    if (!open) throw new OriginalsError('ROUND_NOT_FOUND', 'No round of this game is open: place a bet first');
    const bet = await this.claimStep(open, launch);
    const seeds = await this.seedsOf(bet);
    const step = game.act(seeds, parsed(bet.state), action);
    return this.apply(launch, this.purseFor(launch), bet, seeds, step, null);
  }

  /** The player's open round of this game, if any (a reload resumes it). */
  async openRound(launch: LaunchRow, gameId: string): Promise<BetRow | undefined> {
    return this.db
      .selectFrom('originals_bets')
      .selectAll()
      .where('owner', '=', ownerOf(launch))
      .where('game_id', '=', gameId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  async seedsOf(bet: BetRow): Promise<SeedPair> {
    const pair = await this.db
      .selectFrom('originals_seed_pairs')
      .select(['server_seed', 'client_seed'])
      .where('id', '=', bet.seed_pair_id)
      .executeTakeFirstOrThrow();
    return { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: bet.nonce };
  }

  /**
   * Finishes multi-step rounds nobody touched for `olderThanMs` by the game's rules (Mines
   * cashes out what was revealed), through the launch they were last played from.
   */
  async settleAbandoned(games: Map<string, SteppedHandler>, olderThanMs = ABANDONED_AFTER_MS): Promise<number> {
    const stale = await this.db
      .selectFrom('originals_bets')
      .selectAll()
      .where('status', '=', 'open')
      .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
      .orderBy('updated_at')
      .limit(100)
      .execute();
    let settled = 0;
    for (const open of stale) {
      const game = games.get(open.game_id);
      if (!game) continue;
      const launch = await this.db
        .selectFrom('originals_launches')
        .selectAll()
        .where('id', '=', open.launch_id)
        .executeTakeFirstOrThrow();
      let bet: BetRow;
      try {
        bet = await this.claimStep(open, launch);
      } catch {
        continue; // the player acted meanwhile
      }
      const seeds = await this.seedsOf(bet);
      const state = parsed(bet.state);
      const step = { state, finished: true as const, multiplier: game.abandon(seeds, state) };
      await this.apply(launch, this.purseFor(launch), bet, seeds, step, null);
      settled++;
    }
    return settled;
  }

  private checkStake(launch: LaunchRow, title: OriginalTitle, stake: bigint): void {
    const { minBet, maxBet } = stakeLimits(title, launch.subunit_to_unit);
    if (stake < minBet || stake > maxBet) {
      throw new OriginalsError('INVALID_STAKE', `A bet is between ${minBet} and ${maxBet} minor units`);
    }
  }

  private async openBet(
    launch: LaunchRow,
    gameId: string,
    stake: bigint,
    params: unknown,
    status: BetStatus,
  ): Promise<{ bet: BetRow; seeds: SeedPair }> {
    const owner = ownerOf(launch);
    if (status === 'open' && (await this.openRound(launch, gameId))) {
      throw new OriginalsError('ROUND_IN_PROGRESS', 'A round of this game is still open: finish it first');
    }
    const { pair, nonce, seeds } = await this.seeds.claim(owner);
    try {
      const bet = await this.db
        .insertInto('originals_bets')
        .values({
          id: randomUUID(),
          launch_id: launch.id,
          owner,
          game_id: gameId,
          seed_pair_id: pair.id,
          nonce,
          params: json(params),
          stake,
          status,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { bet, seeds };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new OriginalsError('ROUND_IN_PROGRESS', 'A round of this game is still open: finish it first');
      }
      throw error;
    }
  }

  /** The stake through the purse; a refusal closes the bet as refused (its nonce stays used). */
  private async takeStake(purse: Purse, bet: BetRow): Promise<bigint | null> {
    try {
      return await purse.bet(bet, bet.stake);
    } catch (error) {
      await this.db
        .updateTable('originals_bets')
        .set({ status: 'refused', updated_at: new Date() })
        .where('id', '=', bet.id)
        .where('status', 'in', ['open', 'settling'])
        .execute();
      throw error;
    }
  }

  private async apply(
    launch: LaunchRow,
    purse: Purse,
    bet: BetRow,
    seeds: SeedPair,
    step: { state: unknown; finished: boolean; multiplier?: number },
    balance: bigint | null,
  ): Promise<Settled> {
    if (!step.finished) {
      const updated = await this.update(bet.id, { state: step.state });
      return { bet: updated, seeds, balance: balance ?? (launch.demo ? await purse.balance() : null), pending: false };
    }
    const multiplier = step.multiplier ?? 0;
    const decided = await this.update(bet.id, {
      state: step.state,
      outcome: step.state,
      multiplier,
      payout: payoutOf(bet.stake, multiplier),
      status: 'settling',
    });
    const closing = await purse.close(decided, decided.payout);
    return { bet: await this.get(bet.id), seeds, ...closing };
  }

  /** Takes the next step of an open round: of two racing requests only one acts (ROUND_BUSY). */
  private async claimStep(open: BetRow, launch: LaunchRow): Promise<BetRow> {
    const claimed = await this.db
      .updateTable('originals_bets')
      .set((eb) => ({ step: eb('step', '+', 1), launch_id: launch.id, updated_at: new Date() }))
      .where('id', '=', open.id)
      .where('step', '=', open.step)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) throw new OriginalsError('ROUND_BUSY', 'The round changed meanwhile: try again');
    return claimed;
  }

  private get(id: string): Promise<BetRow> {
    return this.db.selectFrom('originals_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  private update(
    id: string,
    changes: { state?: unknown; outcome?: unknown; multiplier?: number; payout?: bigint; status?: BetStatus },
  ): Promise<BetRow> {
    return this.db
      .updateTable('originals_bets')
      .set({
        ...(changes.state === undefined ? {} : { state: json(changes.state) }),
        ...(changes.outcome === undefined ? {} : { outcome: json(changes.outcome) }),
        ...(changes.multiplier === undefined ? {} : { multiplier: changes.multiplier }),
        ...(changes.payout === undefined ? {} : { payout: changes.payout }),
        ...(changes.status === undefined ? {} : { status: changes.status }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
