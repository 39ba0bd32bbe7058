import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { WalletResponse } from '../../contracts/game-wallet.js';
import { kitRefusal } from './errors.js';
import type { LaunchRow } from './launches.js';
import type { KitTables, RoundStatus, TransactionKind } from './tables.js';
import type { WalletClient, WalletOutcome } from './wallet-client.js';

type TransactionRow = Selectable<KitTables['transactions']>;
/** A purse needs only a round's id: the rest of it is the studio's. */
type RoundRow = { id: string };

/** After a close: the balance the wallet reported, or null while the win is still on its way. */
export type Closing = { balance: bigint | null; pending: boolean };

/**
 * Where a round's money goes: the platform's wallet for a real launch, the launch's play money
 * for a demo. A round takes one or more bets (a double or split adds one, a single-bet game
 * takes one) and ends with one closing win, zero included.
 */
export interface Purse {
  balance(): Promise<bigint | null>;
  bet(round: RoundRow, amount: bigint): Promise<bigint | null>;
  close(round: RoundRow, win: bigint): Promise<Closing>;
}

const refusal = (response: WalletResponse) =>
  kitRefusal('WALLET_REFUSED', `The wallet refused the bet: ${response.status}`, {
    status: response.status,
    ...(response.balance === undefined ? {} : { balance: response.balance }),
  });

/** Play money kept on the launch: never reaches the platform. */
export class DemoPurse implements Purse {
  constructor(
    private readonly db: Kysely<KitTables>,
    private readonly launch: LaunchRow,
  ) {}

  async balance(): Promise<bigint> {
    const row = await this.db
      .selectFrom('launches')
      .select('demo_balance')
      .where('id', '=', this.launch.id)
      .executeTakeFirstOrThrow();
    return row.demo_balance ?? 0n;
  }

  async bet(_round: RoundRow, amount: bigint): Promise<bigint> {
    const balance = await this.add(-amount);
    if (balance === null) {
      throw kitRefusal('WALLET_REFUSED', 'Not enough play money', {
        status: 'NOT_ENOUGH_MONEY',
        balance: (await this.balance()).toString(),
      });
    }
    return balance;
  }

  async close(round: RoundRow, win: bigint): Promise<Closing> {
    const balance = await this.add(win);
    await this.db
      .updateTable('rounds')
      .set({ status: 'closed', win, updated_at: new Date() })
      .where('id', '=', round.id)
      .execute();
    return { balance, pending: false };
  }

  /** The play money after adding `delta`; null, and nothing changed, when a stake would take it below zero. */
  private async add(delta: bigint): Promise<bigint | null> {
    const row = await this.db
      .updateTable('launches')
      .set((eb) => ({ demo_balance: eb('demo_balance', '+', delta) }))
      .where('id', '=', this.launch.id)
      .where('demo_balance', '>=', delta < 0n ? -delta : 0n)
      .returning('demo_balance')
      .executeTakeFirst();
    return row ? (row.demo_balance ?? 0n) : null;
  }
}

/**
 * The platform's seamless wallet. Every call is journalled in the studio's transactions before
 * it is sent; a bet whose answer never came is rolled back; a win or rollback that could not be
 * delivered stays pending for `Settlement.sweep`, which resends it with the same id.
 */
export class WalletPurse implements Purse {
  constructor(
    private readonly db: Kysely<KitTables>,
    private readonly wallet: WalletClient,
    private readonly launch: LaunchRow,
    private readonly log: FastifyBaseLogger,
  ) {}

  async balance(): Promise<bigint> {
    const outcome = await this.wallet.call('balance', {
      sessionToken: this.launch.session_token!,
      gameId: this.launch.game_id,
      currency: this.launch.currency,
    });
    if (!outcome.known) throw kitRefusal('WALLET_UNAVAILABLE', 'The casino wallet cannot be reached');
    if (outcome.response.status !== 'OK' || outcome.response.balance === undefined) {
      throw kitRefusal('WALLET_REFUSED', `The wallet refused: ${outcome.response.status}`, {
        status: outcome.response.status,
      });
    }
    return BigInt(outcome.response.balance);
  }

  async bet(round: RoundRow, amount: bigint): Promise<bigint | null> {
    // Pending rollbacks of this hand go first: a round must not close before they land.
    await this.flushRound(round.id);
    const bet = await journal(this.db, { round, kind: 'bet', amount, roundClosed: false, reference: null });
    const outcome = await send(this.wallet, this.launch, bet);
    if (outcome.known && outcome.response.status === 'OK') {
      await resolve(this.db, bet.id, 'ok', 'OK');
      return outcome.response.balance === undefined ? null : BigInt(outcome.response.balance);
    }
    if (outcome.known) {
      await resolve(this.db, bet.id, 'refused', outcome.response.status);
      throw refusal(outcome.response);
    }
    this.log.warn(
      { roundId: round.id, transactionId: bet.id, reason: outcome.reason },
      'bet answer lost: rolling back',
    );
    const firstBet = !(await hasAcceptedBet(this.db, round.id));
    await rollBack(this.db, this.wallet, this.launch, bet, firstBet);
    throw kitRefusal('WALLET_UNAVAILABLE', 'The casino wallet did not answer: the bet was cancelled');
  }

  async close(round: RoundRow, win: bigint): Promise<Closing> {
    await this.flushRound(round.id);
    const firstBet = await this.db
      .selectFrom('transactions')
      .select('id')
      .where('round_id', '=', round.id)
      .where('kind', '=', 'bet')
      .where('status', '=', 'ok')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const closing = await journal(this.db, {
      round,
      kind: 'win',
      amount: win,
      roundClosed: true,
      reference: firstBet.id,
    });
    await setRound(this.db, round.id, 'settling', win);
    const outcome = await send(this.wallet, this.launch, closing);
    if (!outcome.known) {
      this.log.warn({ roundId: round.id, reason: outcome.reason }, 'win not delivered yet: left to the settle sweep');
      return { balance: null, pending: true };
    }
    await settleAnswer(this.db, closing, outcome.response, this.log);
    const balance = outcome.response.balance;
    return { balance: balance === undefined ? null : BigInt(balance), pending: false };
  }

  /** Resends this round's pending rollbacks; one still undelivered stops the hand here. */
  private async flushRound(roundId: string): Promise<void> {
    const pending = await this.db
      .selectFrom('transactions')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('status', '=', 'pending')
      .execute();
    for (const tx of pending) {
      const outcome = await send(this.wallet, this.launch, tx);
      if (!outcome.known) throw kitRefusal('WALLET_UNAVAILABLE', 'The casino wallet cannot be reached');
      await settleAnswer(this.db, tx, outcome.response, this.log);
    }
  }
}

async function hasAcceptedBet(db: Kysely<KitTables>, roundId: string): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('round_id', '=', roundId)
    .where('kind', '=', 'bet')
    .where('status', '=', 'ok')
    .executeTakeFirst();
  return row !== undefined;
}

async function journal(
  db: Kysely<KitTables>,
  tx: { round: RoundRow; kind: TransactionKind; amount: bigint; roundClosed: boolean; reference: string | null },
): Promise<TransactionRow> {
  return db
    .insertInto('transactions')
    .values({
      id: randomUUID(),
      round_id: tx.round.id,
      kind: tx.kind,
      amount: tx.amount,
      reference_id: tx.reference,
      round_closed: tx.roundClosed,
      status: 'pending',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function resolve(db: Kysely<KitTables>, id: string, status: 'ok' | 'refused', resultCode: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ status, result_code: resultCode, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

async function setRound(db: Kysely<KitTables>, id: string, status: RoundStatus, win?: bigint) {
  await db
    .updateTable('rounds')
    .set({ status, ...(win === undefined ? {} : { win }), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

function send(wallet: WalletClient, launch: LaunchRow, tx: TransactionRow): Promise<WalletOutcome> {
  const common = {
    sessionToken: launch.session_token!,
    gameId: launch.game_id,
    currency: launch.currency,
    transactionId: tx.id,
    roundId: tx.round_id,
    amount: tx.amount.toString(),
    roundClosed: tx.round_closed,
  };
  if (tx.kind === 'bet') return wallet.call('bet', common);
  return wallet.call(tx.kind, { ...common, referenceTransactionId: tx.reference_id! });
}

/**
 * Undoes a bet whose answer never came. The first bet of a round closes the round with it;
 * a later one (a double) leaves the hand open. Undelivered, the rollback stays pending.
 */
async function rollBack(
  db: Kysely<KitTables>,
  wallet: WalletClient,
  launch: LaunchRow,
  bet: TransactionRow,
  closesRound: boolean,
): Promise<boolean> {
  const round = { id: bet.round_id } as RoundRow;
  const rollback = await journal(db, {
    round,
    kind: 'rollback',
    amount: bet.amount,
    roundClosed: closesRound,
    reference: bet.id,
  });
  await resolve(db, bet.id, 'refused', 'ROLLED_BACK');
  if (closesRound) await setRound(db, bet.round_id, 'settling');
  const outcome = await send(wallet, launch, rollback);
  if (!outcome.known) return false;
  await settleAnswer(db, rollback, outcome.response);
  return true;
}

/**
 * Records the platform's answer to a win or rollback and closes a settling round once nothing
 * of it is pending. A refused win or rollback is final (the platform replays the same answer
 * for ever) and is logged for an operator.
 */
async function settleAnswer(
  db: Kysely<KitTables>,
  tx: TransactionRow,
  response: WalletResponse,
  log?: FastifyBaseLogger,
): Promise<void> {
  const ok = response.status === 'OK';
  if (!ok)
    log?.error({ transactionId: tx.id, kind: tx.kind, status: response.status }, 'wallet refused a closing call');
  await resolve(db, tx.id, ok ? 'ok' : 'refused', response.status);
  const pending = await db
    .selectFrom('transactions')
    .select('id')
    .where('round_id', '=', tx.round_id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) return;
  const won = await db
    .selectFrom('transactions')
    .select('id')
    .where('round_id', '=', tx.round_id)
    .where('kind', '=', 'win')
    .executeTakeFirst();
  await db
    .updateTable('rounds')
    .set({ status: won ? 'closed' : 'refused', updated_at: new Date() })
    .where('id', '=', tx.round_id)
    .where('status', '=', 'settling')
    .execute();
}

/**
 * Finishes what a lost answer or a crash left behind: pending wins and rollbacks are resent
 * with their own transaction ids; a bet still pending (the process died waiting for its
 * answer) is rolled back. Run by the studio's settle job; every step is idempotent.
 */
export class Settlement {
  constructor(
    private readonly db: Kysely<KitTables>,
    private readonly wallet: WalletClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sweep(olderThanMs = 60_000): Promise<number> {
    const pending = await this.db
      .selectFrom('transactions as t')
      .innerJoin('rounds as r', 'r.id', 't.round_id')
      .innerJoin('launches as l', 'l.id', 'r.launch_id')
      .selectAll('t')
      .select(['l.id as launch_id'])
      .where('t.status', '=', 'pending')
      .where('t.updated_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
      .orderBy('t.created_at')
      .limit(100)
      .execute();
    let settled = 0;
    for (const { launch_id, ...tx } of pending) {
      const launch = await this.db
        .selectFrom('launches')
        .selectAll()
        .where('id', '=', launch_id)
        .executeTakeFirstOrThrow();
      if (tx.kind === 'bet') {
        const firstBet = !(await hasAcceptedBet(this.db, tx.round_id));
        if (await rollBack(this.db, this.wallet, launch, tx, firstBet)) settled++;
        continue;
      }
      const outcome = await send(this.wallet, launch, tx);
      if (!outcome.known) {
        this.log.warn({ transactionId: tx.id, reason: outcome.reason }, 'wallet still unreachable for a pending call');
        continue;
      }
      await settleAnswer(this.db, tx, outcome.response, this.log);
      settled++;
    }
    return settled;
  }
}
