import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { WalletResponse } from '../../contracts/game-wallet.js';
import { OriginalsError } from './errors.js';
import type { LaunchRow } from './launches.js';
import type { BetRow } from './bets.js';
import type { OriginalsTables, TransactionKind } from './tables.js';
import type { WalletClient, WalletOutcome } from './wallet-client.js';

type TransactionRow = Selectable<OriginalsTables['originals_transactions']>;

/** After a close: the balance the wallet reported, or null while the win is still on its way. */
export type Closing = { balance: bigint | null; pending: boolean };

/**
 * Where a bet's money goes: the platform's wallet for a real launch, the launch's play money
 * for a demo. A round (one originals bet) takes its stake and ends with one closing win, zero
 * included. The same journal and sweep as the platform's other in-house studio.
 */
export interface Purse {
  balance(): Promise<bigint | null>;
  bet(round: BetRow, amount: bigint): Promise<bigint | null>;
  close(round: BetRow, win: bigint): Promise<Closing>;
}

const refusal = (response: WalletResponse) =>
  new OriginalsError('WALLET_REFUSED', `The wallet refused the bet: ${response.status}`, {
    status: response.status,
    ...(response.balance === undefined ? {} : { balance: response.balance }),
  });

/** Play money kept on the launch: never reaches the platform. */
export class DemoPurse implements Purse {
  constructor(
    private readonly db: Kysely<OriginalsTables>,
    private readonly launch: LaunchRow,
  ) {}

  async balance(): Promise<bigint> {
    const row = await this.db
      .selectFrom('originals_launches')
      .select('demo_balance')
      .where('id', '=', this.launch.id)
      .executeTakeFirstOrThrow();
    return row.demo_balance ?? 0n;
  }

  async bet(_round: BetRow, amount: bigint): Promise<bigint> {
    const row = await this.db
      .updateTable('originals_launches')
      .set((eb) => ({ demo_balance: eb('demo_balance', '-', amount) }))
      .where('id', '=', this.launch.id)
      .where('demo_balance', '>=', amount)
      .returning('demo_balance')
      .executeTakeFirst();
    if (!row) {
      throw new OriginalsError('WALLET_REFUSED', 'Not enough play money', {
        status: 'NOT_ENOUGH_MONEY',
        balance: (await this.balance()).toString(),
      });
    }
    return row.demo_balance ?? 0n;
  }

  async close(round: BetRow, win: bigint): Promise<Closing> {
    const row = await this.db
      .updateTable('originals_launches')
      .set((eb) => ({ demo_balance: eb('demo_balance', '+', win) }))
      .where('id', '=', this.launch.id)
      .returning('demo_balance')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('originals_bets')
      .set({ status: 'closed', payout: win, updated_at: new Date() })
      .where('id', '=', round.id)
      .execute();
    return { balance: row.demo_balance ?? 0n, pending: false };
  }
}

/**
 * The platform's seamless wallet. Every call is journalled in `originals_transactions` before
 * it is sent; a bet whose answer never came is rolled back; a win or rollback that could not be
 * delivered stays pending for `Settlement.sweep`, which resends it with the same id.
 */
export class WalletPurse implements Purse {
  constructor(
    private readonly db: Kysely<OriginalsTables>,
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
    if (!outcome.known) throw new OriginalsError('WALLET_UNAVAILABLE', 'The casino wallet cannot be reached');
    if (outcome.response.status !== 'OK' || outcome.response.balance === undefined) {
      throw new OriginalsError('WALLET_REFUSED', `The wallet refused: ${outcome.response.status}`, {
        status: outcome.response.status,
      });
    }
    return BigInt(outcome.response.balance);
  }

  async bet(round: BetRow, amount: bigint): Promise<bigint | null> {
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
    throw new OriginalsError('WALLET_UNAVAILABLE', 'The casino wallet did not answer: the bet was cancelled');
  }

  async close(round: BetRow, win: bigint): Promise<Closing> {
    await this.flushRound(round.id);
    const firstBet = await this.db
      .selectFrom('originals_transactions')
      .select('id')
      .where('bet_id', '=', round.id)
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
      .selectFrom('originals_transactions')
      .selectAll()
      .where('bet_id', '=', roundId)
      .where('status', '=', 'pending')
      .execute();
    for (const tx of pending) {
      const outcome = await send(this.wallet, this.launch, tx);
      if (!outcome.known) throw new OriginalsError('WALLET_UNAVAILABLE', 'The casino wallet cannot be reached');
      await settleAnswer(this.db, tx, outcome.response, this.log);
    }
  }
}

async function hasAcceptedBet(db: Kysely<OriginalsTables>, roundId: string): Promise<boolean> {
  const row = await db
    .selectFrom('originals_transactions')
    .select('id')
    .where('bet_id', '=', roundId)
    .where('kind', '=', 'bet')
    .where('status', '=', 'ok')
    .executeTakeFirst();
  return row !== undefined;
}

async function journal(
  db: Kysely<OriginalsTables>,
  tx: { round: BetRow; kind: TransactionKind; amount: bigint; roundClosed: boolean; reference: string | null },
): Promise<TransactionRow> {
  return db
    .insertInto('originals_transactions')
    .values({
      id: randomUUID(),
      bet_id: tx.round.id,
      kind: tx.kind,
      amount: tx.amount,
      reference_id: tx.reference,
      round_closed: tx.roundClosed,
      status: 'pending',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function resolve(
  db: Kysely<OriginalsTables>,
  id: string,
  status: 'ok' | 'refused',
  resultCode: string,
): Promise<void> {
  await db
    .updateTable('originals_transactions')
    .set({ status, result_code: resultCode, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

async function setRound(db: Kysely<OriginalsTables>, id: string, status: BetRow['status'], win?: bigint) {
  await db
    .updateTable('originals_bets')
    .set({ status, ...(win === undefined ? {} : { payout: win }), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

function send(wallet: WalletClient, launch: LaunchRow, tx: TransactionRow): Promise<WalletOutcome> {
  const common = {
    sessionToken: launch.session_token!,
    gameId: launch.game_id,
    currency: launch.currency,
    transactionId: tx.id,
    roundId: tx.bet_id,
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
  db: Kysely<OriginalsTables>,
  wallet: WalletClient,
  launch: LaunchRow,
  bet: TransactionRow,
  closesRound: boolean,
): Promise<boolean> {
  const round = { id: bet.bet_id } as BetRow;
  const rollback = await journal(db, {
    round,
    kind: 'rollback',
    amount: bet.amount,
    roundClosed: closesRound,
    reference: bet.id,
  });
  await resolve(db, bet.id, 'refused', 'ROLLED_BACK');
  if (closesRound) await setRound(db, bet.bet_id, 'settling');
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
  db: Kysely<OriginalsTables>,
  tx: TransactionRow,
  response: WalletResponse,
  log?: FastifyBaseLogger,
): Promise<void> {
  const ok = response.status === 'OK';
  if (!ok)
    log?.error({ transactionId: tx.id, kind: tx.kind, status: response.status }, 'wallet refused a closing call');
  await resolve(db, tx.id, ok ? 'ok' : 'refused', response.status);
  const pending = await db
    .selectFrom('originals_transactions')
    .select('id')
    .where('bet_id', '=', tx.bet_id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) return;
  const won = await db
    .selectFrom('originals_transactions')
    .select('id')
    .where('bet_id', '=', tx.bet_id)
    .where('kind', '=', 'win')
    .executeTakeFirst();
  await db
    .updateTable('originals_bets')
    .set({ status: won ? 'closed' : 'refused', updated_at: new Date() })
    .where('id', '=', tx.bet_id)
    .where('status', '=', 'settling')
    .execute();
}

/**
 * Finishes what a lost answer or a crash left behind: pending wins and rollbacks are resent
 * with their own transaction ids; a bet still pending (the process died waiting for its
 * answer) is rolled back. Run by the settle job; every step is idempotent.
 */
export class Settlement {
  constructor(
    private readonly db: Kysely<OriginalsTables>,
    private readonly wallet: WalletClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sweep(olderThanMs = 60_000): Promise<number> {
    const pending = await this.db
      .selectFrom('originals_transactions as t')
      .innerJoin('originals_bets as r', 'r.id', 't.bet_id')
      .innerJoin('originals_launches as l', 'l.id', 'r.launch_id')
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
        .selectFrom('originals_launches')
        .selectAll()
        .where('id', '=', launch_id)
        .executeTakeFirstOrThrow();
      if (tx.kind === 'bet') {
        const firstBet = !(await hasAcceptedBet(this.db, tx.bet_id));
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
