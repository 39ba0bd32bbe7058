import { randomUUID } from 'node:crypto';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { GAME_WALLET_SIGNATURE_HEADER } from '../../../contracts/game-wallet.js';
import { sign } from '../../../contracts/signature.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { expectLedgerBalanced } from '../../ledger/test-helpers.js';
import { closeGameSessions } from '../sessions.js';
import { playerBalance, ProviderWallet, seatPlayer, walletBody, type TablePlayer } from './test-helpers.js';

let t: TestApp;
let wallet: ProviderWallet;

beforeAll(async () => {
  t = await createTestApp();
  wallet = new ProviderWallet(t.app);
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

const id = (prefix: string) => `${prefix}-${randomUUID()}`;
const seat = (funds = 10_000n) => seatPlayer(t.database.db, { funds });
const otherCurrency = (player: TablePlayer) => (player.currency === 'EUR' ? 'USD' : 'EUR');

function bet(player: TablePlayer, fields: Record<string, unknown> = {}) {
  return wallet.call(
    'bet',
    walletBody(player, { transactionId: id('bet'), roundId: id('round'), amount: '100', ...fields }),
  );
}

/** A seated player (1,000 by default) with one bet of 100 in a fresh round: the ids a win or rollback refers to. */
async function openRound(betFields: Record<string, unknown> = {}, funds = 1_000n) {
  const player = await seat(funds);
  const roundId = id('round');
  const betId = id('bet');
  await bet(player, { roundId, transactionId: betId, ...betFields });
  return { player, roundId, betId };
}

/** A win or a rollback of `amount` on that bet, under a new transaction id. */
function settle(
  operation: 'win' | 'rollback',
  { player, roundId, betId }: { player: TablePlayer; roundId: string; betId: string },
  amount: string,
  fields: Record<string, unknown> = {},
) {
  return wallet.call(
    operation,
    walletBody(player, { transactionId: id(operation), roundId, amount, referenceTransactionId: betId, ...fields }),
  );
}

async function round(providerRoundId: string) {
  return t.database.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider_round_id', '=', providerRoundId)
    .executeTakeFirstOrThrow();
}

async function eventsOf(roundId: string) {
  const rows = await t.database.db
    .selectFrom('domain_events')
    .select('type')
    .where('aggregate_id', '=', roundId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.type);
}

describe('game wallet: balance', () => {
  it('answers the balance of the session currency', async () => {
    const player = await seat(2_500n);
    const answer = await wallet.call('balance', { requestId: 'r-1', ...walletBody(player) });
    expect(answer).toEqual({ status: 'OK', requestId: 'r-1', balance: '2500', currency: player.currency });
  });

  it('refuses an unknown token with INVALID_TOKEN', async () => {
    const player = await seat();
    const answer = await wallet.call('balance', walletBody(player, { sessionToken: 'x'.repeat(43) }));
    expect(answer.status).toBe('INVALID_TOKEN');
    expect(answer.balance).toBeUndefined();
  });

  it('refuses another currency than the session one with WRONG_CURRENCY', async () => {
    const player = await seat();
    expect((await wallet.call('balance', walletBody(player, { currency: otherCurrency(player) }))).status).toBe(
      'WRONG_CURRENCY',
    );
  });
});

describe('game wallet: bet', () => {
  it('takes the stake in one ledger transfer to the house, with the round, the transaction and the event', async () => {
    const player = await seat(1_000n);
    const roundId = id('round');
    const answer = await bet(player, { roundId, amount: '300' });
    expect(answer).toMatchObject({ status: 'OK', balance: '700', currency: player.currency });
    expect(answer.platformTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await playerBalance(t.database.db, player.playerId)).toBe(700n);

    const stored = await round(roundId);
    expect(stored).toMatchObject({ player_id: player.playerId, bet_total: 300n, win_total: 0n, status: 'open' });
    const transaction = await t.database.db
      .selectFrom('game_transactions as g')
      .innerJoin('ledger_transfers as l', 'l.id', 'g.ledger_transfer_id')
      .select(['g.kind', 'l.amount', 'l.reason', 'l.reference'])
      .where('g.id', '=', answer.platformTransactionId!)
      .executeTakeFirstOrThrow();
    expect(transaction).toEqual({ kind: 'bet', amount: 300n, reason: 'bet', reference: stored.id });
    expect(await eventsOf(stored.id)).toEqual(['game.bet']);
  });

  it('refuses a stake above the balance with NOT_ENOUGH_MONEY carrying the balance, and moves nothing', async () => {
    const player = await seat(250n);
    const roundId = id('round');
    const answer = await bet(player, { roundId, amount: '300' });
    expect(answer).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: '250', currency: player.currency });
    expect(await playerBalance(t.database.db, player.playerId)).toBe(250n);
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select('id')
      .where('provider_round_id', '=', roundId)
      .execute();
    expect(rounds).toEqual([]);
  });

  it('refuses a token never minted with INVALID_TOKEN', async () => {
    const player = await seat();
    expect((await bet(player, { sessionToken: 'not-a-real-session-token' })).status).toBe('INVALID_TOKEN');
  });

  it('refuses a token minted for another game with INVALID_TOKEN', async () => {
    const player = await seat();
    const other = await seat();
    expect((await bet(player, { gameId: other.gameId })).status).toBe('INVALID_TOKEN');
  });

  it('refuses an expired session with TOKEN_EXPIRED', async () => {
    const player = await seat();
    await t.database.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', player.sessionId)
      .execute();
    expect((await bet(player)).status).toBe('TOKEN_EXPIRED');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(10_000n);
  });

  it('refuses a closed session with TOKEN_EXPIRED', async () => {
    const player = await seat();
    await closeGameSessions(t.database.db, player.playerId);
    expect((await bet(player)).status).toBe('TOKEN_EXPIRED');
  });

  it('refuses another currency than the session one with WRONG_CURRENCY', async () => {
    const player = await seat();
    expect((await bet(player, { currency: otherCurrency(player) })).status).toBe('WRONG_CURRENCY');
  });

  it('refuses a game the operator disabled with INVALID_GAME', async () => {
    const player = await seat();
    await t.database.db
      .updateTable('games')
      .set({ is_enabled: false })
      .where('identity', '=', player.identity)
      .execute();
    expect((await bet(player)).status).toBe('INVALID_GAME');
  });

  it('refuses a game its provider withdrew with INVALID_GAME', async () => {
    const player = await seat();
    await t.database.db
      .updateTable('games')
      .set({ is_offered: false })
      .where('identity', '=', player.identity)
      .execute();
    expect((await bet(player)).status).toBe('INVALID_GAME');
  });

  it('refuses a blocked player with USER_DISABLED', async () => {
    const player = await seat();
    await t.database.db
      .updateTable('players')
      .set({ status: PLAYER_STATUS.blocked })
      .where('id', '=', player.playerId)
      .execute();
    expect((await bet(player)).status).toBe('USER_DISABLED');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(10_000n);
  });

  it('refuses a bet in a round the provider closed with ROUND_CLOSED', async () => {
    const player = await seat();
    const roundId = id('round');
    expect((await bet(player, { roundId, roundClosed: true })).status).toBe('OK');
    expect((await bet(player, { roundId })).status).toBe('ROUND_CLOSED');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(9_900n);
  });

  it("refuses a bet in another player's round with INVALID_TOKEN", async () => {
    const player = await seat();
    const other = await seat();
    const roundId = id('round');
    expect((await bet(player, { roundId })).status).toBe('OK');
    expect((await bet(other, { roundId, gameId: other.gameId })).status).toBe('INVALID_TOKEN');
    expect(await playerBalance(t.database.db, other.playerId)).toBe(10_000n);
  });
});

describe('game wallet: exactly once', () => {
  it('answers a replayed bet with the stored answer and moves nothing again', async () => {
    const player = await seat(1_000n);
    const fields = { transactionId: id('bet'), roundId: id('round'), amount: '100' };
    const first = await bet(player, fields);
    await bet(player, { amount: '50' });
    const replay = await bet(player, { ...fields, requestId: 'retry-1' });
    expect(replay).toEqual({ ...first, requestId: 'retry-1' });
    expect(replay.balance).toBe('900');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(850n);
  });

  it('answers a replayed bet after the session expired with the stored answer', async () => {
    const player = await seat(1_000n);
    const fields = { transactionId: id('bet'), roundId: id('round') };
    const first = await bet(player, fields);
    await closeGameSessions(t.database.db, player.playerId);
    expect(await bet(player, { ...fields, requestId: first.requestId })).toEqual(first);
  });

  it('refuses the same transaction id with another amount as DUPLICATE_TRANSACTION', async () => {
    const player = await seat(1_000n);
    const fields = { transactionId: id('bet'), roundId: id('round'), amount: '100' };
    await bet(player, fields);
    expect((await bet(player, { ...fields, amount: '101' })).status).toBe('DUPLICATE_TRANSACTION');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });

  it('refuses a win reusing a bet transaction id as DUPLICATE_TRANSACTION', async () => {
    const player = await seat(1_000n);
    const fields = { transactionId: id('bet'), roundId: id('round'), amount: '100' };
    await bet(player, fields);
    const win = await wallet.call(
      'win',
      walletBody(player, { ...fields, referenceTransactionId: fields.transactionId }),
    );
    expect(win.status).toBe('DUPLICATE_TRANSACTION');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });

  it('answers a replayed win with the stored answer and pays it once', async () => {
    const player = await seat(1_000n);
    const betFields = { transactionId: id('bet'), roundId: id('round'), amount: '100' };
    await bet(player, betFields);
    const win = walletBody(player, {
      transactionId: id('win'),
      roundId: betFields.roundId,
      amount: '500',
      referenceTransactionId: betFields.transactionId,
      roundClosed: true,
    });
    const first = await wallet.call('win', { ...win, requestId: 'w-1' });
    const second = await wallet.call('win', { ...win, requestId: 'w-1' });
    expect(first).toMatchObject({ status: 'OK', balance: '1400' });
    expect(second).toEqual(first);
    expect(await playerBalance(t.database.db, player.playerId)).toBe(1_400n);
  });
});

describe('game wallet: win', () => {
  it('pays the win from the house and closes the round with its event', async () => {
    const { player, roundId, betId } = await openRound({ amount: '100' });
    const answer = await settle('win', { player, roundId, betId }, '250', { roundClosed: true });
    expect(answer).toMatchObject({ status: 'OK', balance: '1150' });
    const stored = await round(roundId);
    expect(stored).toMatchObject({ bet_total: 100n, win_total: 250n, status: 'closed' });
    expect(stored.closed_at).toBeInstanceOf(Date);
    expect(await eventsOf(stored.id)).toEqual(['game.bet', 'game.win', 'game.round.closed']);
  });

  it('records a zero win that closes a lost round without a ledger transfer', async () => {
    const { player, roundId, betId } = await openRound();
    const answer = await settle('win', { player, roundId, betId }, '0', { roundClosed: true });
    expect(answer).toMatchObject({ status: 'OK', balance: '900' });
    const transaction = await t.database.db
      .selectFrom('game_transactions')
      .select('ledger_transfer_id')
      .where('id', '=', answer.platformTransactionId!)
      .executeTakeFirstOrThrow();
    expect(transaction.ledger_transfer_id).toBeNull();
    expect((await round(roundId)).status).toBe('closed');
  });

  it('refuses a win for a bet never made with TRANSACTION_DOES_NOT_EXIST', async () => {
    const player = await seat(1_000n);
    const roundId = id('round');
    await bet(player, { roundId });
    const answer = await wallet.call(
      'win',
      walletBody(player, { transactionId: id('win'), roundId, amount: '500', referenceTransactionId: id('unknown') }),
    );
    expect(answer.status).toBe('TRANSACTION_DOES_NOT_EXIST');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });

  it('refuses a win in a round never opened with TRANSACTION_DOES_NOT_EXIST', async () => {
    const player = await seat(1_000n);
    const answer = await wallet.call(
      'win',
      walletBody(player, {
        transactionId: id('win'),
        roundId: id('round'),
        amount: '5',
        referenceTransactionId: id('bet'),
      }),
    );
    expect(answer.status).toBe('TRANSACTION_DOES_NOT_EXIST');
  });

  it('pays a win after the session expired: wins never check expiry', async () => {
    const { player, roundId, betId } = await openRound();
    await t.database.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', player.sessionId)
      .execute();
    const answer = await settle('win', { player, roundId, betId }, '40');
    expect(answer).toMatchObject({ status: 'OK', balance: '940' });
  });

  it('refuses a win for a rolled-back bet with TRANSACTION_ROLLED_BACK', async () => {
    const { player, roundId, betId } = await openRound();
    await settle('rollback', { player, roundId, betId }, '100');
    const answer = await settle('win', { player, roundId, betId }, '40');
    expect(answer.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(1_000n);
  });

  it('refuses a win in a closed round with ROUND_CLOSED', async () => {
    const { player, roundId, betId } = await openRound({ roundClosed: true });
    const answer = await settle('win', { player, roundId, betId }, '40');
    expect(answer.status).toBe('ROUND_CLOSED');
  });
});

describe('game wallet: rollback', () => {
  it('gives the stake back and marks the round rolled back', async () => {
    const { player, roundId, betId } = await openRound({ amount: '300' });
    const answer = await settle('rollback', { player, roundId, betId }, '300');
    expect(answer).toMatchObject({ status: 'OK', balance: '1000' });
    const stored = await round(roundId);
    expect(stored).toMatchObject({ bet_total: 0n, status: 'rolled-back' });
    expect(await eventsOf(stored.id)).toEqual(['game.bet', 'game.rollback']);
  });

  it('records a rollback that comes before its bet, and refuses the late bet with TRANSACTION_ROLLED_BACK', async () => {
    const player = await seat(1_000n);
    const roundId = id('round');
    const betId = id('bet');
    const rollback = await settle('rollback', { player, roundId, betId }, '300');
    expect(rollback).toMatchObject({ status: 'OK', balance: '1000' });
    expect((await bet(player, { roundId, transactionId: betId, amount: '300' })).status).toBe(
      'TRANSACTION_ROLLED_BACK',
    );
    expect(await playerBalance(t.database.db, player.playerId)).toBe(1_000n);
    expect((await round(roundId)).status).toBe('rolled-back');
  });

  it('refuses the rollback of a bet whose round closed with ROUND_CLOSED', async () => {
    const { player, roundId, betId } = await openRound({ roundClosed: true });
    const answer = await settle('rollback', { player, roundId, betId }, '100');
    expect(answer.status).toBe('ROUND_CLOSED');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });

  it('refuses the rollback of a bet a win was paid on with ROUND_CLOSED', async () => {
    const { player, roundId, betId } = await openRound();
    await settle('win', { player, roundId, betId }, '70');
    const answer = await settle('rollback', { player, roundId, betId }, '100');
    expect(answer.status).toBe('ROUND_CLOSED');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(970n);
  });

  it('gives the stake back after the session expired: rollbacks never check expiry', async () => {
    const { player, roundId, betId } = await openRound();
    await closeGameSessions(t.database.db, player.playerId);
    const answer = await settle('rollback', { player, roundId, betId }, '100');
    expect(answer).toMatchObject({ status: 'OK', balance: '1000' });
  });

  it('refuses a second rollback of one bet with TRANSACTION_ROLLED_BACK', async () => {
    const { player, roundId, betId } = await openRound();
    await bet(player, { roundId, amount: '50' });
    const rollback = (transactionId: string) =>
      wallet.call(
        'rollback',
        walletBody(player, { transactionId, roundId, amount: '100', referenceTransactionId: betId }),
      );
    expect((await rollback(id('rb'))).status).toBe('OK');
    expect((await rollback(id('rb'))).status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(950n);
  });

  it('refuses a rollback of another amount than the bet with WRONG_SYNTAX', async () => {
    const { player, roundId, betId } = await openRound();
    const answer = await settle('rollback', { player, roundId, betId }, '99');
    expect(answer.status).toBe('WRONG_SYNTAX');
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });
});

describe('game wallet: the request itself', () => {
  const body = (player: TablePlayer) =>
    JSON.stringify({
      requestId: 'sig-1',
      ...walletBody(player, { transactionId: id('bet'), roundId: id('round'), amount: '100' }),
    });

  it('refuses a body signed with another secret with INVALID_SIGNATURE, moves nothing and logs it', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...t.config, LOG_LEVEL: 'info' },
      database: t.database,
      logStream: { write: (l) => lines.push(l) },
    });
    await logged.ready();
    try {
      const player = await seat(1_000n);
      const raw = body(player);
      const response = await new ProviderWallet(logged).send('bet', raw, {
        [GAME_WALLET_SIGNATURE_HEADER]: sign('not-the-wallet-secret', raw),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'INVALID_SIGNATURE', requestId: 'sig-1' });
      expect(await playerBalance(t.database.db, player.playerId)).toBe(1_000n);
      expect(lines.some((line) => line.includes('game wallet: signature refused') && line.includes('MISMATCH'))).toBe(
        true,
      );
    } finally {
      await logged.close();
    }
  });

  it('refuses a signature outside the replay window with INVALID_SIGNATURE', async () => {
    const player = await seat(1_000n);
    const raw = body(player);
    const stale = sign(t.app.gameProviders.walletSecret('nova-studio')!, raw, Math.floor(Date.now() / 1000) - 3600);
    const response = await wallet.send('bet', raw, { [GAME_WALLET_SIGNATURE_HEADER]: stale });
    expect(response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(await playerBalance(t.database.db, player.playerId)).toBe(1_000n);
  });

  it('refuses an unsigned call with INVALID_SIGNATURE', async () => {
    const player = await seat();
    const response = await wallet.send('bet', body(player), {});
    expect(response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });

  it('refuses a provider the site does not know with INVALID_SIGNATURE', async () => {
    const player = await seat();
    const raw = body(player);
    const response = await new ProviderWallet(t.app, 'nobody', 'any-secret').send('bet', raw, {
      [GAME_WALLET_SIGNATURE_HEADER]: sign('any-secret', raw),
    });
    expect(response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });

  it.each([
    ['a missing field', { requestId: 'syn-1', gameId: 'g', currency: 'EUR' }],
    [
      'an amount with decimals',
      {
        requestId: 'syn-1',
        sessionToken: 'x'.repeat(20),
        gameId: 'g',
        currency: 'EUR',
        transactionId: 't',
        roundId: 'r',
        amount: '1.5',
        roundClosed: false,
      },
    ],
    [
      'a negative amount',
      {
        requestId: 'syn-1',
        sessionToken: 'x'.repeat(20),
        gameId: 'g',
        currency: 'EUR',
        transactionId: 't',
        roundId: 'r',
        amount: '-5',
        roundClosed: false,
      },
    ],
  ])('answers WRONG_SYNTAX to a signed body with %s', async (_name, fields) => {
    const answer = await wallet.call('bet', fields);
    expect(answer).toEqual({ status: 'WRONG_SYNTAX', requestId: 'syn-1' });
  });

  it('answers WRONG_SYNTAX to a signed body that is not JSON', async () => {
    const raw = '{"requestId": "x", ';
    const secret = t.app.gameProviders.walletSecret('nova-studio')!;
    const response = await wallet.send('bet', raw, { [GAME_WALLET_SIGNATURE_HEADER]: sign(secret, raw) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'WRONG_SYNTAX', requestId: '' });
  });

  it('answers WRONG_SYNTAX to a signed body of another content type', async () => {
    const raw = 'requestId=x';
    const secret = t.app.gameProviders.walletSecret('nova-studio')!;
    const response = await wallet.send('bet', raw, { [GAME_WALLET_SIGNATURE_HEADER]: sign(secret, raw) }, 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'WRONG_SYNTAX' });
  });

  it('answers WRONG_SYNTAX to a signed body with a control character in a string', async () => {
    const player = await seat();
    const answer = await wallet.call('balance', {
      requestId: 'ctl-1',
      ...walletBody(player, { sessionToken: `${player.token}\u0000` }),
    });
    expect(answer).toEqual({ status: 'WRONG_SYNTAX', requestId: 'ctl-1' });
  });

  it('lists the wallet calls in the API document under the game-wallet tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { tags?: string[] } }>;
    }>();
    for (const operation of ['balance', 'bet', 'win', 'rollback']) {
      expect(document.paths[`/api/game-wallet/{providerId}/${operation}`]?.post?.tags).toEqual(['game-wallet']);
    }
  });
});
