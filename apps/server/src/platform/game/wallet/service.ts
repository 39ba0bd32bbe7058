import { createHash, randomUUID } from 'node:crypto';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import { sql, type Kysely, type OnConflictBuilder, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WalletResponse,
  WalletResultCode,
  WinRequest,
} from '../../../contracts/game-wallet.js';
import type { DB } from '../../../db/schema.js';
import { eventRow, type NewDomainEvent } from '../../events/outbox.js';
import { openPlayerAccount, systemAccount } from '../../ledger/accounts.js';
import { transfer, type LedgerResult, type TransferError } from '../../ledger/transfers.js';
import { betGuardedSql } from '../../limits/service.js';
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
    const { session } = await lookup(this.db, providerId, request.sessionToken, request.gameId, null);
    if (!session.ok) return refused(request.requestId, session.status);
    const context = session.row;
    if (context.player_status !== PLAYER_STATUS.active) return refused(request.requestId, 'USER_DISABLED');
    if (context.currency !== request.currency || context.ledger_account_id === null) {
      return refused(request.requestId, 'WRONG_CURRENCY');
    }
    const balance = await availableBalance(this.db, context.ledger_account_id);
    return { answer: answer(request.requestId, 'OK', { balance, currency: context.currency }), change: null };
  }

  async bet(providerId: string, request: BetRequest): Promise<WalletOutcome> {
    return this.once(providerId, 'bet', request, async (session) => {
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
        const round = await lockOrOpenRound(
          trx,
          {
            providerId,
            providerRoundId: request.roundId,
            playerId: session.player_id,
            gameIdentity: session.game_identity,
            sessionId: session.id,
            currency: session.currency,
            status: 'open',
          },
          request.transactionId,
        );
        checkOwner(round.row, session.player_id, session.game_identity, session.currency);
        if (round.rolledBack) throw new Refusal('TRANSACTION_ROLLED_BACK');
        if (round.row.status !== 'open') throw new Refusal('ROUND_CLOSED');

        const bet = {
          playerId: session.player_id,
          currency: session.currency,
          gameIdentity: session.game_identity,
          roundId: round.row.id,
          amount,
          guarded: session.bet_guarded,
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

        return recordCall(trx, {
          providerId,
          kind: 'bet',
          request,
          round: round.row,
          change: { betDelta: amount, status: request.roundClosed ? 'closed' : 'open' },
          ledgerAccountId,
          reference: null,
          transferId,
        });
      });
    });
  }

  async win(providerId: string, request: WinRequest): Promise<WalletOutcome> {
    return this.settleReferencedBet(providerId, 'win', request);
  }

  async rollback(providerId: string, request: RollbackRequest): Promise<WalletOutcome> {
    return this.settleReferencedBet(providerId, 'rollback', request);
  }

  /**
   * A win pays on a bet and a rollback gives a bet's stake back: both name the bet, lock its
   * round, check what already happened to the bet, move money from the house and record it.
   * Neither checks the session's expiry (DESIGN §4): a round is always finished.
   */
  private async settleReferencedBet(
    providerId: string,
    kind: 'win' | 'rollback',
    request: WinRequest | RollbackRequest,
  ): Promise<WalletOutcome> {
    return this.once(providerId, kind, request, async (session) => {
      // A round is played in its session's currency; the token must be that session's.
      if (session.currency !== request.currency) return refused(request.requestId, 'WRONG_CURRENCY');
      const ledgerAccountId = session.ledger_account_id;
      const key = ledgerKey(providerId, request.transactionId);
      const house = await systemAccount(this.db, HOUSE, request.currency, key);
      const betId = request.referenceTransactionId;

      return this.db.transaction().execute(async (trx) => {
        const round =
          kind === 'win'
            ? await lockRound(trx, providerId, request.roundId)
            : // A rollback may come before its bet: it then opens the round itself, as a tombstone.
              (
                await lockOrOpenRound(
                  trx,
                  {
                    providerId,
                    providerRoundId: request.roundId,
                    playerId: session.player_id,
                    gameIdentity: session.game_identity,
                    sessionId: null,
                    currency: request.currency,
                    status: 'rolled-back',
                  },
                  null,
                )
              ).row;
        if (!round) throw new Refusal('TRANSACTION_DOES_NOT_EXIST');
        checkOwner(round, session.player_id, session.game_identity, request.currency);
        if (ledgerAccountId === null) throw new Refusal('WRONG_CURRENCY');
        // Read after the round's lock: whatever another call of this round did is committed by now.
        const related = await relatedTransactions(trx, providerId, betId);
        const bet = related.find((t) => t.provider_transaction_id === betId);
        const rolledBack = related.some((t) => t.kind === 'rollback' && t.reference_transaction_id === betId);

        if (kind === 'rollback' && !bet) return storeTombstone(trx, providerId, request, round, ledgerAccountId);
        if (kind === 'win' && rolledBack) throw new Refusal('TRANSACTION_ROLLED_BACK');
        if (!bet || bet.kind !== 'bet' || bet.round_id !== round.id) throw new Refusal('TRANSACTION_DOES_NOT_EXIST');
        if (rolledBack) throw new Refusal('TRANSACTION_ROLLED_BACK');
        if (round.status !== 'open') throw new Refusal('ROUND_CLOSED');
        if (kind === 'rollback' && related.some((t) => t.kind === 'win')) throw new Refusal('ROUND_CLOSED');
        if (kind === 'rollback' && bet.amount !== BigInt(request.amount)) throw new Refusal('WRONG_SYNTAX');

        const amount = kind === 'win' ? BigInt(request.amount) : bet.amount;
        let transferId: bigint | null = null;
        if (amount > 0n) {
          const moved = await transfer(trx, {
            idempotencyKey: key,
            debit: house,
            credit: ledgerAccountId,
            amount,
            currency: round.currency,
            reason: kind,
            reference: round.id,
          });
          transferId = movedId(moved);
        }
        const nothingLeft = round.bet_total - amount === 0n && round.win_total === 0n;
        const status: RoundStatus =
          kind === 'rollback' && nothingLeft ? 'rolled-back' : request.roundClosed ? 'closed' : 'open';
        return recordCall(trx, {
          providerId,
          kind,
          request,
          round,
          change: kind === 'win' ? { winDelta: amount, status } : { betDelta: -amount, status },
          ledgerAccountId,
          reference: betId,
          transferId,
        });
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
    apply: (session: SessionContext) => Promise<WalletOutcome>,
  ): Promise<WalletOutcome> {
    const hash = requestHash(kind, request);
    const found = await lookup(this.db, providerId, request.sessionToken, request.gameId, request.transactionId);
    if (found.known) return knownAnswer(found.known, request, hash);
    if (!found.session.ok) return refused(request.requestId, found.session.status);
    try {
      return await apply(found.session.row);
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
        const winner = await lookup(this.db, providerId, request.sessionToken, request.gameId, request.transactionId);
        if (winner.known) return knownAnswer(winner.known, request, hash);
      }
      throw error;
    }
  }
}

interface SessionContext {
  id: string;
  player_id: string;
  game_identity: string;
  currency: string;
  expires_at: Date;
  closed_at: Date | null;
  player_status: number;
  provider_identity: string;
  ledger_account_id: bigint | null;
  game_playable: boolean;
  /** Whether the player's limits guard a bet (the limits' check then reads them under its lock). */
  bet_guarded: boolean;
}

interface KnownTransaction {
  request_hash: string;
  answer: WalletResponse;
}

type SessionLookup = { ok: true; row: SessionContext } | { ok: false; status: 'INVALID_TOKEN' };

/**
 * In one round trip, what every call starts from: the transaction stored under this id, if
 * any, and the session behind the token with its player, the player's account in the
 * session's currency, whether the game may take bets and whether the player's limits guard a
 * bet. The token must have been minted for
 * this provider's game; live or not is for the caller to decide.
 */
async function lookup(
  db: Kysely<DB>,
  providerId: string,
  token: string,
  gameId: string,
  transactionId: string | null,
): Promise<{ known: KnownTransaction | null; session: SessionLookup }> {
  const { rows } = await sql<Partial<SessionContext> & { known_hash: string | null; known_answer: unknown }>`
    select t.request_hash as known_hash, t.answer as known_answer,
           s.id, s.player_id, s.game_identity, s.currency, s.expires_at, s.closed_at,
           s.player_status, s.provider_identity, s.ledger_account_id, s.game_playable,
           ${betGuardedSql(db, sql.ref('s.player_id'))} as bet_guarded
    from (select 1) as one
    left join game_transactions t
      on t.provider_identity = ${providerId} and t.provider_transaction_id = ${transactionId}::text
    left join (
      select s.id, s.player_id, s.game_identity, s.currency, s.expires_at, s.closed_at,
             p.status as player_status, g.provider_identity, w.ledger_account_id,
             (g.is_enabled and g.is_offered and gp.is_enabled) as game_playable
      from game_sessions s
      join players p on p.id = s.player_id
      join games g on g.identity = s.game_identity
      join game_providers gp on gp.identity = g.provider_identity
      left join wallet_accounts w on w.player_id = s.player_id and w.currency = s.currency
      where s.token_hash = ${sessionTokenHash(token)}
    ) as s on true`.execute(db);
  const { known_hash, known_answer, ...session } = rows[0]!;
  const known = known_hash ? { request_hash: known_hash, answer: known_answer as WalletResponse } : null;
  if (
    !session.id ||
    session.provider_identity !== providerId ||
    session.game_identity !== gameIdentity(providerId, gameId)
  ) {
    return { known, session: { ok: false, status: 'INVALID_TOKEN' } };
  }
  return { known, session: { ok: true, row: session as SessionContext } };
}

function knownAnswer(known: KnownTransaction, request: { requestId: string }, hash: string): WalletOutcome {
  if (known.request_hash !== hash) return refused(request.requestId, 'DUPLICATE_TRANSACTION');
  return { answer: { ...known.answer, requestId: request.requestId }, change: null };
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

/**
 * The round, locked for this transaction; opened by this call when it is the round's first.
 * With a bet's id, also whether a rollback of that bet is recorded (a tombstone): on the
 * usual path, a new round, that costs no extra round trip.
 */
async function lockOrOpenRound(
  trx: Transaction<DB>,
  round: NewRound,
  betTransactionId: string | null,
): Promise<{ row: RoundRow; rolledBack: boolean }> {
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
    .returning((eb) =>
      eb
        .exists(
          eb
            .selectFrom('game_transactions')
            .select('id')
            .where('provider_identity', '=', round.providerId)
            .where('reference_transaction_id', '=', betTransactionId)
            .where('kind', '=', 'rollback'),
        )
        .as('rolled_back'),
    )
    .executeTakeFirst();
  if (inserted) {
    const { rolled_back, ...row } = inserted;
    return { row, rolledBack: Boolean(rolled_back) };
  }
  const existing = await lockRound(trx, round.providerId, round.providerRoundId);
  if (!existing) throw new Error(`game round ${round.providerRoundId} refused but not visible`);
  const rolledBack = betTransactionId !== null && (await rollbackOf(trx, round.providerId, betTransactionId));
  return { row: existing, rolledBack };
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

interface CallRecord {
  providerId: string;
  kind: GameTransactionKind;
  request: BetRequest | WinRequest | RollbackRequest;
  round: RoundRow;
  change: { betDelta?: bigint; winDelta?: bigint; status: RoundStatus };
  ledgerAccountId: bigint;
  reference: string | null;
  transferId: bigint | null;
}

/**
 * Everything a call leaves behind, in one statement: the round's new totals and status, the
 * transaction row with the answer it gets now and on every retry (the player's balance read
 * after this transaction's transfer), and the domain events. The transaction row is refused
 * when another request with the same id committed first: the caller then answers from that one.
 */
async function recordCall(trx: Transaction<DB>, call: CallRecord): Promise<WalletOutcome> {
  const now = new Date();
  const id = randomUUID();
  const { round, change, request } = call;
  const updated: RoundRow = {
    ...round,
    bet_total: round.bet_total + (change.betDelta ?? 0n),
    win_total: round.win_total + (change.winDelta ?? 0n),
    status: change.status,
    updated_at: now,
    closed_at: change.status === 'open' ? null : now,
  };
  const events = movementEvents(call.kind, updated, request, id);
  const result = await trx
    .with('balance', (db) =>
      db
        .selectFrom('ledger_accounts')
        .select(sql<string>`balance - debits_pending`.as('available'))
        .where('id', '=', call.ledgerAccountId),
    )
    .with('round', (db) =>
      db
        .updateTable('game_rounds')
        .set({
          bet_total: updated.bet_total,
          win_total: updated.win_total,
          status: updated.status,
          updated_at: now,
          closed_at: updated.closed_at,
        })
        .where('id', '=', round.id)
        .returning('id'),
    )
    .with('stored', (db) =>
      db
        .insertInto('game_transactions')
        .values(
          transactionRow({
            id,
            providerId: call.providerId,
            kind: call.kind,
            request,
            roundId: round.id,
            reference: call.reference,
            answer: sql<string>`jsonb_build_object(
              'status', 'OK', 'requestId', ${request.requestId}::text,
              'balance', (select available::text from balance), 'currency', ${round.currency}::text,
              'platformTransactionId', ${id}::text)`,
            transferId: call.transferId,
          }),
        )
        .onConflict(firstOfItsId)
        .returning('id'),
    )
    .with('events', (db) => db.insertInto('domain_events').values(events.map(eventRow)).returning('id'))
    .selectFrom('balance')
    .select((eb) => [
      'available',
      eb.selectFrom('stored').select(eb.fn.countAll<string>().as('n')).as('stored'),
      eb.selectFrom('round').select(eb.fn.countAll<string>().as('n')).as('rounds'),
      eb.selectFrom('events').select(eb.fn.countAll<string>().as('n')).as('events'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(result.stored) !== 1) throw new Raced();
  const balance = BigInt(result.available);
  const stored = answer(request.requestId, 'OK', { balance, currency: round.currency, platformTransactionId: id });
  return {
    answer: stored,
    change: {
      playerId: updated.player_id,
      roundId: updated.id,
      currency: updated.currency,
      closed: updated.status === 'closed' && request.roundClosed,
    },
  };
}

/** A rollback whose bet never came: kept, moving nothing, so the bet is refused when it comes. */
async function storeTombstone(
  trx: Transaction<DB>,
  providerId: string,
  request: RollbackRequest,
  round: RoundRow,
  ledgerAccountId: bigint,
): Promise<WalletOutcome> {
  const id = randomUUID();
  const stored = answer(request.requestId, 'OK', {
    balance: await availableBalance(trx, ledgerAccountId),
    currency: round.currency,
    platformTransactionId: id,
  });
  const inserted = await trx
    .insertInto('game_transactions')
    .values(
      transactionRow({
        id,
        providerId,
        kind: 'rollback',
        request,
        roundId: round.id,
        reference: request.referenceTransactionId,
        answer: JSON.stringify(stored),
        transferId: null,
      }),
    )
    .onConflict(firstOfItsId)
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new Raced();
  return { answer: stored, change: null };
}

/** The call's transaction row, with the answer every retry of it gets. */
function transactionRow(row: {
  id: string;
  providerId: string;
  kind: GameTransactionKind;
  request: BetRequest | WinRequest | RollbackRequest;
  roundId: string;
  reference: string | null;
  answer: string | RawBuilder<string>;
  transferId: bigint | null;
}) {
  return {
    id: row.id,
    provider_identity: row.providerId,
    provider_transaction_id: row.request.transactionId,
    kind: row.kind,
    round_id: row.roundId,
    amount: BigInt(row.request.amount),
    reference_transaction_id: row.reference,
    request_hash: requestHash(row.kind, row.request),
    answer: row.answer,
    ledger_transfer_id: row.transferId,
  };
}

/** Another request with the same transaction id committed first: nothing is inserted, no id returned. */
const firstOfItsId = (oc: OnConflictBuilder<DB, 'game_transactions'>) =>
  oc.columns(['provider_identity', 'provider_transaction_id']).doNothing();

/** The movement's event, and the round's closing when this call closed it. */
function movementEvents(
  kind: GameTransactionKind,
  round: RoundRow,
  request: BetRequest | WinRequest | RollbackRequest,
  platformTransactionId: string,
): NewDomainEvent[] {
  const events: NewDomainEvent[] = [
    {
      type: `game.${kind}`,
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
    },
  ];
  if (round.status === 'closed' && request.roundClosed) {
    events.push({
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
  return events;
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
