import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { GameRuleError, checkStake } from './engine/errors.js';
import type { Rng } from './engine/rng.js';
import { playSlotRound } from './engine/slots.js';
import { titleById } from './engine/titles.js';
import type { GameTitle, SlotRound } from './engine/types.js';
import { StudioError } from './errors.js';
import { DEMO_UNITS, findLaunch, type LaunchRow } from '../kit/launches.js';
import { DemoPurse, WalletPurse, type Closing, type Purse } from '../kit/purse.js';
import { Rounds, type RoundRow } from './rounds.js';
import { betLevels, defaultLevel, limitsFor, type StakeLimits } from './stakes.js';
import { kitView, type NovaStudioTables } from './tables.js';
import type { WalletClient } from '../kit/wallet-client.js';

/** One launch being played: its title, its limits in the player's currency and where its money goes. */
export type Table<T extends GameTitle = GameTitle> = {
  launch: LaunchRow;
  title: T;
  limits: StakeLimits;
  purse: Purse;
};

/** A finished step as the game page receives it: the balance after it, null while a win is still on its way. */
export type Settled = { balance: bigint | null; pending: boolean };

/**
 * The studio's game server: every outcome is decided here with the engine and `node:crypto`;
 * the page only shows it. A round's money moves bet first, outcome, then one closing win.
 */
export class GameServer {
  readonly rounds: Rounds;

  constructor(
    readonly db: Kysely<NovaStudioTables>,
    private readonly wallet: WalletClient,
    readonly rng: Rng,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rounds = new Rounds(db);
  }

  async table(launchId: string): Promise<Table> {
    const launch = await findLaunch(kitView(this.db), launchId);
    const title = titleById(launch.game_id);
    if (!title) throw new StudioError('GAME_NOT_FOUND', `No game ${launch.game_id}`);
    const purse = launch.demo
      ? new DemoPurse(kitView(this.db), launch)
      : new WalletPurse(kitView(this.db), this.wallet, launch, this.log);
    return { launch, title, limits: limitsFor(title, launch.subunit_to_unit), purse };
  }

  async init(launchId: string) {
    const table = await this.table(launchId);
    const balance = await table.purse.balance();
    const levels = betLevels(table.limits);
    const hand = await this.rounds.openHand(table.launch);
    return { table, balance, levels, defaultBet: defaultLevel(levels, balance), hand };
  }

  /** Play money back to 1,000.00 once a demo balance cannot pay the smallest stake. */
  async refillDemo(launchId: string): Promise<bigint> {
    const table = await this.table(launchId);
    if (!table.launch.demo) throw new StudioError('DEMO_ONLY', 'Only a demo game can be given more play money');
    const target = DEMO_UNITS * BigInt(table.launch.subunit_to_unit);
    await this.db
      .updateTable('nova_studio_launches')
      .set({ demo_balance: target })
      .where('id', '=', table.launch.id)
      .where('demo_balance', '<', table.limits.minBet)
      .execute();
    return table.purse.balance().then((balance) => balance ?? target);
  }

  checkStake(table: Table, stake: bigint): void {
    ruled(() => checkStake(table.limits, stake));
  }

  /** A slot spin with every free spin it triggers: one bet, one closing win. */
  async spin(launchId: string, stake: bigint): Promise<{ round: RoundRow; result: SlotRound; settled: Settled }> {
    const table = await this.table(launchId);
    if (table.title.kind !== 'slot') throw new StudioError('ILLEGAL_ACTION', 'This game has no reels');
    const title = table.title;
    this.checkStake(table, stake);
    const result = ruled(() => playSlotRound(withLimits(title, table.limits), stake, this.rng));
    const round = await this.rounds.open(table.launch, stake, { kind: 'slot' });
    await this.firstBet(table, round, stake);
    const stored = await this.rounds.update(round.id, { state: { kind: 'slot', result }, win: result.win });
    const settled = await table.purse.close(stored, result.win);
    return { round: stored, result, settled };
  }

  /** Takes a round's opening bet; a refused one marks the round refused and passes the refusal on. */
  async firstBet(table: Table, round: RoundRow, stake: bigint): Promise<bigint | null> {
    try {
      return await table.purse.bet(round, stake);
    } catch (error) {
      await this.db
        .updateTable('nova_studio_rounds')
        .set({ status: 'refused', updated_at: new Date() })
        .where('id', '=', round.id)
        .where('status', '=', 'open')
        .execute();
      throw error;
    }
  }

  async close(table: Table, round: RoundRow, win: bigint): Promise<Closing> {
    return table.purse.close(round, win);
  }
}

/** The title with its limits in the player's currency, as the engine checks them. */
export function withLimits<T extends GameTitle>(title: T, limits: StakeLimits): T {
  return { ...title, minBet: limits.minBet, maxBet: limits.maxBet };
}

/** Runs engine code, turning its rule refusals into the studio's client errors. */
export function ruled<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof GameRuleError) throw new StudioError(error.code, error.message);
    throw error;
  }
}
