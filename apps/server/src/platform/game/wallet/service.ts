import { createHash, randomUUID } from 'node:crypto';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WalletResponse,
  WalletResultCode,
  WinRequest,
} from '../../../contracts/game-wallet.js';
import type { DB } from '../../../db/schema.js';
import { recordEvent } from '../../events/outbox.js';
import { openPlayerAccount, systemAccount } from '../../ledger/accounts.js';
import { transfer, type LedgerResult, type TransferError } from '../../ledger/transfers.js';
import { isLive, sessionTokenHash } from '../sessions.js';
import { checkBetAllowed, stakeSources } from './bet-rules.js';
import type { GameTransactionKind, GameWalletTables, RoundStatus } from './tables.js';

/**
 * The platform side of the seamless wallet (contracts/game-wallet.ts). Every bet, win and
 * rollback is one database transaction: the round locked first (so every call of one round runs
 * one after the other), one ledger transfer between the player's real account and a house
 * sub-account, the round's totals, the transaction row with the answer given, and its domain
 * events. A transaction id is applied once: a retry gets the stored answer, the same id with
 * other fields DUPLICATE_TRANSACTION.
 */

type RoundRow = Selectable<GameWalletTables['game_rounds']>;

/** What changed for whom, so the caller can push it after the commit. */
export interface RoundChange {
  playerId: string;
  roundId: string;
  currency: string;
  /** The round closed with this call. */
  closed: boolean;
}

export interface WalletOutcome {
  answer: WalletResponse;
  change: RoundChange | null;
}

/** A refusal decided inside the transaction: it rolls everything back and is answered as is. */
class Refusal extends Error {
  constructor(
    readonly status: WalletResultCode,
    readonly balance?: bigint,
    readonly currency?: string,
  ) {
    super(status);
  }
}

/**
 * Another request with the same transaction id committed first (its row refused ours): this
 * transaction is rolled back and the call is answered from what the first one stored.
 */
class Raced extends Error {}

const HOUSE = 'house';

function answer(
  requestId: string,
  status: WalletResultCode,
  extra: { balance?: bigint; currency?: string; platformTransactionId?: string } = {},
): WalletResponse {
  return {
    status,
    requestId,
    ...(extra.balance !== undefined ? { balance: extra.balance.toString() } : {}),
    ...(extra.currency !== undefined ? { currency: extra.currency } : {}),
    ...(extra.platformTransactionId !== undefined ? { platformTransactionId: extra.platformTransactionId } : {}),
  };
}

const refused = (requestId: string, status: WalletResultCode): WalletOutcome => ({
  answer: answer(requestId, status),
  change: null,
});

/** The platform's identity of a provider's game (game-plan: `${provider}-${gameId}`). */
export const gameIdentity = (providerId: string, gameId: string) => `${providerId}-${gameId}`;

/** The fields that make a transaction what it is; requestId and the token may differ between retries. */
function requestHash(kind: GameTransactionKind, request: BetRequest | WinRequest | RollbackRequest): string {
  const reference = 'referenceTransactionId' in request ? request.referenceTransactionId : null;
  const fields = [
    kind,
    request.roundId,
    request.gameId,
    request.currency,
    request.amount,
    reference,
    request.roundClosed,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const ledgerKey = (providerId: string, transactionId: string) => `game:${providerId}:${transactionId}`;

export class GameWallet {
  constructor(private readonly db: Kysely<DB>) {}

  async balance(providerId: string, request: BalanceRequest): Promise<WalletOutcome> {
    const context = await this.sessionContext(providerId, request.sessionToken, request.gameId);
    if (!context.ok) return refused(request.requestId, context.status);
    const { session } = context;
    if (session.player_status !== PLAYER_STATUS.active) return refused(request.requestId, 'USER_DISABLED');
    if (session.currency !== request.currency || session.ledger_account_id === null) {
      return refused(request.requestId, 'WRONG_CURRENCY');
    }
    const balance = await availableBalance(this.db, session.ledger_account_id);
    return { answer: answer(request.requestId, 'OK', { balance, currency: session.currency }), change: null };
  }

  async bet(providerId: string, request: BetRequest): Promise<WalletOutcome> {
    return this.once(providerId, 'bet', request, async () => {
      const context = await this.sessionContext(providerId, request.sessionToken, request.gameId);
      if (!context.ok) return refused(request.requestId, context.status);
      const { session } = context;
      if (!isLive({ expiresAt: session.expires_at, closedAt: session.closed_at })) {
        return refused(request.requestId, 'TOKEN_EXPIRED');
      }
      if (session.player_status !== PLAYER_STATUS.active) return refused(request.requestId, 'USER_DISABLED');
      if (session.currency !== request.currency) return refused(request.requestId, 'WRONG_CURRENCY');
      if (!session.game_playable) return refused(request.requestId, 'INVALID_GAME');
      const ledgerAccountId = session.ledger_account_id;
      if (ledgerAccountId === null) return refused(request.requestId, 'WRONG_CURRENCY');
      const amount = BigInt(request.amount);
      const key = ledgerKey(providerId, request.transactionId);
      // Outside the transaction: the embedded database has one connection, which the transaction holds.
      const house = await systemAccount(this.db, HOUSE, session.currency, key);

      return this.db.transaction().execute(async (trx) => {
        const round = await lockOrOpenRound(trx, {
          providerId,
          providerRoundId: request.roundId,
          playerId: session.player_id,
          gameIdentity: session.game_identity,
          sessionId: session.id,
          currency: session.currency,
          status: 'open',
        });
        checkOwner(round.row, session.player_id, session.game_identity, session.currency);
        if (await rollbackOf(trx, providerId, request.transactionId)) throw new Refusal('TRANSACTION_ROLLED_BACK');
        if (round.row.status !== 'open') throw new Refusal('ROUND_CLOSED');

        const bet = {
          playerId: session.player_id,
          currency: session.currency,
          gameIdentity: session.game_identity,
          roundId: round.row.id,
          amount,
        };
        const allowed = await checkBetAllowed(trx, bet);
        if (!allowed.ok) throw new Refusal(allowed.code);
        let transferId: bigint | null = null;
        for (const source of await stakeSources(trx, bet)) {
          if (source.amount === 0n) continue;
          const real = source.kind === 'real';
          const moved = await transfer(trx, {
            idempotencyKey: real ? key : `${key}:${source.kind}`,
            debit: real
              ? ledgerAccountId
              : await openPlayerAccount(trx, session.player_id, session.currency, source.kind),
            credit: house,
            amount: source.amount,
            currency: session.currency,
            reason: 'bet',
            reference: round.row.id,
          });
          if (!moved.ok && moved.code === 'INSUFFICIENT_FUNDS') {
            throw new Refusal('NOT_ENOUGH_MONEY', await availableBalance(trx, ledgerAccountId), session.currency);
          }
          transferId = movedId(moved);
        }

        const updated = await updateRound(trx, round.row, {
          betDelta: amount,
          status: request.roundClosed ? 'closed' : 'open',
        });
        const balance = await availableBalance(trx, ledgerAccountId);
        const stored = await storeTransaction(trx, {
          providerId,
          kind: 'bet',
          request,
          roundId: round.row.id,
          reference: null,
          transferId,
          answer: { balance, currency: session.currency },
        });
        await recordMovement(trx, 'game.bet', updated, request, stored.id);
        return stored.outcome(updated);
      });
    });
  }

  async win(providerId: string, request: WinRequest): Promise<WalletOutcome> {
    return this.once(providerId, 'win', request, async () => {
      const context = await this.sessionContext(providerId, request.sessionToken, request.gameId);
      if (!context.ok) return refused(request.requestId, context.status);
      const { session } = context;
      // A round is played in its session's currency; the token must be that session's.
      if (session.currency !== request.currency) return refused(request.requestId, 'WRONG_CURRENCY');
      const ledgerAccountId = session.ledger_account_id;
      const key = ledgerKey(providerId, request.transactionId);
      const house = await systemAccount(this.db, HOUSE, request.currency, key);

      return this.db.transaction().execute(async (trx) => {
        const round = await lockRound(trx, providerId, request.roundId);
        if (!round) throw new Refusal('TRANSACTION_DOES_NOT_EXIST');
        checkOwner(round, session.player_id, session.game_identity, request.currency);
        const related = await relatedTransactions(trx, providerId, request.referenceTransactionId);
        const bet = related.find(
          (t) => t.provider_transaction_id === request.referenceTransactionId && t.kind === 'bet',
        );
        if (
          related.some((t) => t.kind === 'rollback' && t.reference_transaction_id === request.referenceTransactionId)
        ) {
          throw new Refusal('TRANSACTION_ROLLED_BACK');
        }
        if (!bet || bet.round_id !== round.id) throw new Refusal('TRANSACTION_DOES_NOT_EXIST');
        if (round.status !== 'open') throw new Refusal('ROUND_CLOSED');
        if (ledgerAccountId === null) throw new Refusal('WRONG_CURRENCY');

        const amount = BigInt(request.amount);
        let transferId: bigint | null = null;
        if (amount > 0n) {
          const moved = await transfer(trx, {
            idempotencyKey: key,
            debit: house,
            credit: ledgerAccountId,
            amount,
            currency: round.currency,
            reason: 'win',
            reference: round.id,
          });
          transferId = movedId(moved);
        }
        const updated = await updateRound(trx, round, {
          winDelta: amount,
          status: request.roundClosed ? 'closed' : 'open',
        });
        const balance = await availableBalance(trx, ledgerAccountId);
        const stored = await storeTransaction(trx, {
          providerId,
          kind: 'win',
          request,
          roundId: round.id,
          reference: request.referenceTransactionId,
          transferId,
          answer: { balance, currency: round.currency },
        });
        await recordMovement(trx, 'game.win', updated, request, stored.id);
        return stored.outcome(updated);
      });
    });
  }

  async rollback(providerId: string, request: RollbackRequest): Promise<WalletOutcome> {
    return this.once(providerId, 'rollback', request, async () => {
      const context = await this.sessionContext(providerId, request.sessionToken, request.gameId);
      if (!context.ok) return refused(request.requestId, context.status);
      const { session } = context;
      // A round is played in its session's currency; the token must be that session's.
      if (session.currency !== request.currency) return refused(request.requestId, 'WRONG_CURRENCY');
      const ledgerAccountId = session.ledger_account_id;
      const key = ledgerKey(providerId, request.transactionId);
      const house = await systemAccount(this.db, HOUSE, request.currency, key);

      return this.db.transaction().execute(async (trx) => {
        // A rollback may come before its bet: it then opens the round itself, as a tombstone.
        const round = await lockOrOpenRound(trx, {
          providerId,
          providerRoundId: request.roundId,
          playerId: session.player_id,
          gameIdentity: session.game_identity,
          sessionId: null,
          currency: request.currency,
          status: 'rolled-back',
        });
        checkOwner(round.row, session.player_id, session.game_identity, request.currency);
        if (ledgerAccountId === null) throw new Refusal('WRONG_CURRENCY');
        const related = await relatedTransactions(trx, providerId, request.referenceTransactionId);
        const bet = related.find((t) => t.provider_transaction_id === request.referenceTransactionId);

        if (!bet) {
          const balance = await availableBalance(trx, ledgerAccountId);
          const stored = await storeTransaction(trx, {
            providerId,
            kind: 'rollback',
            request,
            roundId: round.row.id,
            reference: request.referenceTransactionId,
            transferId: null,
            answer: { balance, currency: round.row.currency },
          });
          return stored.outcome(round.row, false);
        }
        if (bet.kind !== 'bet' || bet.round_id !== round.row.id) throw new Refusal('TRANSACTION_DOES_NOT_EXIST');
        if (related.some((t) => t.kind === 'rollback')) throw new Refusal('TRANSACTION_ROLLED_BACK');
        if (round.row.status !== 'open' || related.some((t) => t.kind === 'win')) throw new Refusal('ROUND_CLOSED');
        if (bet.amount !== BigInt(request.amount)) throw new Refusal('WRONG_SYNTAX');

        let transferId: bigint | null = null;
        if (bet.amount > 0n) {
          const moved = await transfer(trx, {
            idempotencyKey: key,
            debit: house,
            credit: ledgerAccountId,
            amount: bet.amount,
            currency: round.row.currency,
            reason: 'rollback',
            reference: round.row.id,
          });
          transferId = movedId(moved);
        }
        const nothingLeft = round.row.bet_total - bet.amount === 0n && round.row.win_total === 0n;
        const updated = await updateRound(trx, round.row, {
          betDelta: -bet.amount,
          status: nothingLeft ? 'rolled-back' : request.roundClosed ? 'closed' : 'open',
        });
        const balance = await availableBalance(trx, ledgerAccountId);
        const stored = await storeTransaction(trx, {
          providerId,
          kind: 'rollback',
          request,
          roundId: round.row.id,
          reference: request.referenceTransactionId,
          transferId,
          answer: { balance, currency: round.row.currency },
        });
        await recordMovement(trx, 'game.rollback', updated, request, stored.id);
        return stored.outcome(updated);
      });
    });
  }

  /**
   * Exactly once: a known transaction id is answered from its stored answer (or refused as a
   * duplicate) before anything else is looked at, so a retry after the session expired still
   * gets its answer. A refusal decided in the transaction rolls it back; losing a race to the
   * same id answers from the winner's row.
   */
  private async once(
    providerId: string,
    kind: GameTransactionKind,
    request: BetRequest | WinRequest | RollbackRequest,
    apply: () => Promise<WalletOutcome>,
  ): Promise<WalletOutcome> {
    const hash = requestHash(kind, request);
    const known = await this.known(providerId, request, hash);
    if (known) return known;
    try {
      return await apply();
    } catch (error) {
      if (error instanceof Refusal) {
        return {
          answer: answer(request.requestId, error.status, {
            ...(error.balance !== undefined ? { balance: error.balance } : {}),
            ...(error.currency !== undefined ? { currency: error.currency } : {}),
          }),
          change: null,
        };
      }
      if (error instanceof Raced || isUniqueViolation(error)) {
        const winner = await this.known(providerId, request, hash);
        if (winner) return winner;
      }
      throw error;
    }
  }

  private async known(
    providerId: string,
    request: BetRequest | WinRequest | RollbackRequest,
    hash: string,
  ): Promise<WalletOutcome | null> {
    const row = await this.db
      .selectFrom('game_transactions')
      .select(['request_hash', 'answer'])
      .where('provider_identity', '=', providerId)
      .where('provider_transaction_id', '=', request.transactionId)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash) return refused(request.requestId, 'DUPLICATE_TRANSACTION');
    return { answer: { ...(row.answer as WalletResponse), requestId: request.requestId }, change: null };
  }

  /**
   * The session behind a token with what every call checks: its player, the player's account
   * in the session's currency, and whether the game may take bets. The token must have been
   * minted for this provider's game; live or not is for the caller to decide.
   */
  private async sessionContext(providerId: string, token: string, gameId: string) {
    const session = await this.db
      .selectFrom('game_sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .innerJoin('games as g', 'g.identity', 's.game_identity')
      .innerJoin('game_providers as gp', 'gp.identity', 'g.provider_identity')
      .leftJoin('wallet_accounts as w', (join) =>
        join.onRef('w.player_id', '=', 's.player_id').onRef('w.currency', '=', 's.currency'),
      )
      .select((eb) => [
        's.id',
        's.player_id',
        's.game_identity',
        's.currency',
        's.expires_at',
        's.closed_at',
        'p.status as player_status',
        'g.provider_identity',
        'w.ledger_account_id',
        eb
          .and([eb('g.is_enabled', '=', true), eb('g.is_offered', '=', true), eb('gp.is_enabled', '=', true)])
          .as('game_playable'),
      ])
      .where('s.token_hash', '=', sessionTokenHash(token))
      .executeTakeFirst();
    if (!session || session.provider_identity !== providerId)
      return { ok: false as const, status: 'INVALID_TOKEN' as const };
    if (session.game_identity !== gameIdentity(providerId, gameId)) {
      return { ok: false as const, status: 'INVALID_TOKEN' as const };
    }
    return { ok: true as const, session };
  }
}

/** The round of a win or rollback must be the session's: its player, game and currency. */
function checkOwner(round: RoundRow, playerId: string, game: string, currency: string): void {
  if (round.player_id !== playerId) throw new Refusal('INVALID_TOKEN');
  if (round.game_identity !== game) throw new Refusal('INVALID_GAME');
  if (round.currency !== currency) throw new Refusal('WRONG_CURRENCY');
}

async function lockRound(trx: Transaction<DB>, providerId: string, providerRoundId: string) {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider_identity', '=', providerId)
    .where('provider_round_id', '=', providerRoundId)
    .forUpdate()
    .executeTakeFirst();
}

interface NewRound {
  providerId: string;
  providerRoundId: string;
  playerId: string;
  gameIdentity: string;
  sessionId: string | null;
  currency: string;
  /** What a round this call opens starts as: open for a bet, rolled-back for a tombstone. */
  status: RoundStatus;
}

/** The round, locked for this transaction; opened by this call when it is the round's first. */
async function lockOrOpenRound(trx: Transaction<DB>, round: NewRound): Promise<{ row: RoundRow; opened: boolean }> {
  const inserted = await trx
    .insertInto('game_rounds')
    .values({
      id: randomUUID(),
      provider_identity: round.providerId,
      provider_round_id: round.providerRoundId,
      player_id: round.playerId,
      game_identity: round.gameIdentity,
      session_id: round.sessionId,
      currency: round.currency,
      status: round.status,
      closed_at: round.status === 'open' ? null : new Date(),
    })
    .onConflict((oc) => oc.columns(['provider_identity', 'provider_round_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, opened: true };
  const existing = await lockRound(trx, round.providerId, round.providerRoundId);
  if (!existing) throw new Error(`game round ${round.providerRoundId} refused but not visible`);
  return { row: existing, opened: false };
}

async function updateRound(
  trx: Transaction<DB>,
  round: RoundRow,
  change: { betDelta?: bigint; winDelta?: bigint; status: RoundStatus },
): Promise<RoundRow> {
  const now = new Date();
  return trx
    .updateTable('game_rounds')
    .set({
      bet_total: round.bet_total + (change.betDelta ?? 0n),
      win_total: round.win_total + (change.winDelta ?? 0n),
      status: change.status,
      updated_at: now,
      closed_at: change.status === 'open' ? null : now,
    })
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The transaction with this provider id and every one that names it as its reference. */
async function relatedTransactions(trx: Transaction<DB>, providerId: string, transactionId: string) {
  return trx
    .selectFrom('game_transactions')
    .select(['provider_transaction_id', 'kind', 'round_id', 'amount', 'reference_transaction_id'])
    .where('provider_identity', '=', providerId)
    .where((eb) =>
      eb.or([eb('provider_transaction_id', '=', transactionId), eb('reference_transaction_id', '=', transactionId)]),
    )
    .execute();
}

/** A rollback already recorded for this bet id (a tombstone when the bet never came). */
async function rollbackOf(trx: Transaction<DB>, providerId: string, betTransactionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('game_transactions')
    .select('id')
    .where('provider_identity', '=', providerId)
    .where('reference_transaction_id', '=', betTransactionId)
    .where('kind', '=', 'rollback')
    .executeTakeFirst();
  return row !== undefined;
}

async function availableBalance(db: Kysely<DB>, ledgerAccountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'debits_pending'])
    .where('id', '=', ledgerAccountId)
    .executeTakeFirstOrThrow();
  return row.balance - row.debits_pending;
}

interface StoreRequest {
  providerId: string;
  kind: GameTransactionKind;
  request: BetRequest | WinRequest | RollbackRequest;
  roundId: string;
  reference: string | null;
  transferId: bigint | null;
  answer: { balance: bigint; currency: string };
}

/** Records the transaction with the answer it gets, now and on every retry. */
async function storeTransaction(trx: Transaction<DB>, store: StoreRequest) {
  const id = randomUUID();
  const stored = answer(store.request.requestId, 'OK', { ...store.answer, platformTransactionId: id });
  const inserted = await trx
    .insertInto('game_transactions')
    .values({
      id,
      provider_identity: store.providerId,
      provider_transaction_id: store.request.transactionId,
      kind: store.kind,
      round_id: store.roundId,
      amount: BigInt(store.request.amount),
      reference_transaction_id: store.reference,
      request_hash: requestHash(store.kind, store.request),
      answer: JSON.stringify(stored),
      ledger_transfer_id: store.transferId,
    })
    .onConflict((oc) => oc.columns(['provider_identity', 'provider_transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new Raced();
  return {
    id,
    outcome: (round: RoundRow, changed = true): WalletOutcome => ({
      answer: stored,
      change: changed
        ? {
            playerId: round.player_id,
            roundId: round.id,
            currency: round.currency,
            closed: round.status === 'closed' && store.request.roundClosed,
          }
        : null,
    }),
  };
}

async function recordMovement(
  trx: Transaction<DB>,
  type: 'game.bet' | 'game.win' | 'game.rollback',
  round: RoundRow,
  request: BetRequest | WinRequest | RollbackRequest,
  platformTransactionId: string,
): Promise<void> {
  await recordEvent(trx, {
    type,
    playerId: round.player_id,
    aggregateId: round.id,
    payload: {
      roundId: round.id,
      transactionId: platformTransactionId,
      providerTransactionId: request.transactionId,
      ...('referenceTransactionId' in request ? { referenceTransactionId: request.referenceTransactionId } : {}),
      gameId: round.game_identity,
      currency: round.currency,
      amount: request.amount,
    },
  });
  if (round.status === 'closed' && request.roundClosed) {
    await recordEvent(trx, {
      type: 'game.round.closed',
      playerId: round.player_id,
      aggregateId: round.id,
      payload: {
        roundId: round.id,
        gameId: round.game_identity,
        currency: round.currency,
        betAmount: round.bet_total,
        winAmount: round.win_total,
      },
    });
  }
}

/**
 * The new transfer's id. A transfer already made under this key means a request with the same
 * transaction id committed first; any other failure is a fault of ours, never the provider's.
 */
function movedId(moved: LedgerResult<TransferError>): bigint {
  if (moved.ok && !moved.replayed) return moved.transfer.id;
  if (moved.ok || moved.code === 'IDEMPOTENCY_CONFLICT') throw new Raced();
  throw new Error(`game wallet: ledger transfer refused: ${moved.code}`);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
