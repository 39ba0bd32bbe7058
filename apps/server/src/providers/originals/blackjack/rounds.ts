import { randomUUID } from 'node:crypto';
import {
  actBlackjack,
  BlackjackRuleError,
  dealBlackjack,
  extraStake,
  publicBlackjack,
  settleAbandonedBlackjack,
  winOf,
  type BlackjackAction,
  type BlackjackState,
} from '@casino/shared/originals/blackjack';
import { seededFloats } from '@casino/shared/originals/cards';
import { MULTIPLIER_SCALE } from '@casino/shared/originals/game';
import type { SeedPair } from '@casino/shared/provably-fair';
import { sql, type Kysely } from 'kysely';
import { ABANDONED_AFTER_MS, stakeLimits, type BetRow, type Rounds } from '../bets.js';
import { OriginalsError } from '../errors.js';
import type { LaunchRow } from '../../kit/launches.js';
import { ownerOf, type Seeds } from '../seeds.js';
import type { OriginalsTables } from '../tables.js';
import { blackjackTitle } from './title.js';

const GAME_ID = blackjackTitle.id;
const isUniqueViolation = (error: unknown) => String((error as { code?: unknown }).code) === '23505';
const parsed = <T>(stored: unknown): T => (typeof stored === 'string' ? JSON.parse(stored) : stored) as T;

function ruled<T>(play: () => T): T {
  try {
    return play();
  } catch (error) {
    if (error instanceof BlackjackRuleError) throw new OriginalsError('ILLEGAL_ACTION', error.message);
    throw error;
  }
}

export interface BlackjackStep {
  bet: BetRow;
  seeds: SeedPair;
  view: ReturnType<typeof publicBlackjack>;
  balance: bigint | null;
}

/**
 * Blackjack rounds. Unlike the studio's single-stake rounds a hand may bet again on the same
 * round (double, split, insurance: each one more wallet bet on the same round id), and its win is
 * computed exactly from the base stake, so it keeps its own flow on the same bet log, seeds,
 * purse and step claim. The state in `originals_bets.state` holds no money and no future card.
 */
export class BlackjackRounds {
  constructor(
    private readonly db: Kysely<OriginalsTables>,
    private readonly seeds: Seeds,
    private readonly rounds: Rounds,
  ) {}

  async open(launch: LaunchRow): Promise<BetRow | undefined> {
    return this.rounds.openRound(launch, GAME_ID);
  }

  async deal(launch: LaunchRow, stake: bigint): Promise<BlackjackStep> {
    const { minBet, maxBet } = stakeLimits(blackjackTitle, launch.subunit_to_unit);
    if (stake < minBet || stake > maxBet)
      throw new OriginalsError('INVALID_STAKE', `A bet is between ${minBet} and ${maxBet} minor units`);
    if (await this.open(launch)) throw new OriginalsError('ROUND_IN_PROGRESS', 'A hand is still open: finish it first');
    const { pair, nonce, seeds } = await this.seeds.claim(ownerOf(launch));
    const state = dealBlackjack(seededFloats(seeds));
    let bet: BetRow;
    try {
      bet = await this.db
        .insertInto('originals_bets')
        .values({
          id: randomUUID(),
          launch_id: launch.id,
          owner: ownerOf(launch),
          game_id: GAME_ID,
          seed_pair_id: pair.id,
          nonce,
          params: JSON.stringify({}),
          state: JSON.stringify(state),
          stake,
          status: 'open',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new OriginalsError('ROUND_IN_PROGRESS', 'A hand is still open: finish it first');
      throw error;
    }
    const purse = this.rounds.purseFor(launch);
    let balance: bigint | null;
    try {
      balance = await purse.bet(bet, stake);
    } catch (error) {
      await this.db
        .updateTable('originals_bets')
        .set({ status: 'refused', updated_at: new Date() })
        .where('id', '=', bet.id)
        .execute();
      throw error;
    }
    return this.finishIfDone(launch, bet, seeds, state, balance);
  }

  async act(launch: LaunchRow, action: BlackjackAction): Promise<BlackjackStep> {
    const open = await this.open(launch);
    if (!open) throw new OriginalsError('ROUND_NOT_FOUND', 'No hand is open: deal first');
    const seeds = await this.rounds.seedsOf(open);
    const next = ruled(() => actBlackjack(parsed<BlackjackState>(open.state), action, seededFloats(seeds)));
    const bet = await this.claimStep(open, launch);
    const extra = extraStake(bet.stake, action);
    // The extra stake first: refused, the hand stays as it was and the player may choose again.
    const balance = extra > 0n ? await this.rounds.purseFor(launch).bet(bet, extra) : null;
    return this.finishIfDone(launch, bet, seeds, next, balance);
  }

  /** Hands idle past the timeout are played out by the rules (insurance declined, stand) and paid. */
  async settleAbandoned(olderThanMs = ABANDONED_AFTER_MS): Promise<number> {
    const stale = await this.db
      .selectFrom('originals_bets')
      .selectAll()
      .where('game_id', '=', GAME_ID)
      .where('status', '=', 'open')
      .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
      .orderBy('updated_at')
      .limit(100)
      .execute();
    let settled = 0;
    for (const open of stale) {
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
      const seeds = await this.rounds.seedsOf(bet);
      const state = settleAbandonedBlackjack(parsed<BlackjackState>(bet.state), seededFloats(seeds));
      await this.finishIfDone(launch, bet, seeds, state, null);
      settled++;
    }
    return settled;
  }

  private async finishIfDone(
    launch: LaunchRow,
    bet: BetRow,
    seeds: SeedPair,
    state: BlackjackState,
    balance: bigint | null,
  ): Promise<BlackjackStep> {
    const purse = this.rounds.purseFor(launch);
    if (state.phase !== 'finished') {
      const stored = await this.update(bet.id, { state: JSON.stringify(state) });
      return {
        bet: stored,
        seeds,
        view: publicBlackjack(state, bet.stake),
        balance: balance ?? (launch.demo ? await purse.balance() : null),
      };
    }
    const win = winOf(bet.stake, state);
    const decided = await this.update(bet.id, {
      state: JSON.stringify(state),
      outcome: JSON.stringify(state),
      payout: win,
      multiplier: Number((win * BigInt(MULTIPLIER_SCALE)) / bet.stake),
      status: 'settling',
    });
    const closing = await purse.close(decided, win);
    const stored = await this.db
      .selectFrom('originals_bets')
      .selectAll()
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    return { bet: stored, seeds, view: publicBlackjack(state, bet.stake), balance: closing.balance };
  }

  /** Of two requests racing on one hand only one acts. */
  private async claimStep(open: BetRow, launch: LaunchRow): Promise<BetRow> {
    const claimed = await this.db
      .updateTable('originals_bets')
      .set((eb) => ({ step: eb('step', '+', 1), launch_id: launch.id, updated_at: new Date() }))
      .where('id', '=', open.id)
      .where('step', '=', open.step)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) throw new OriginalsError('ROUND_BUSY', 'The hand changed meanwhile: try again');
    return claimed;
  }

  private update(
    id: string,
    changes: { state?: string; outcome?: string; payout?: bigint; multiplier?: number; status?: BetRow['status'] },
  ): Promise<BetRow> {
    return this.db
      .updateTable('originals_bets')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
