import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { expectLedgerBalanced } from '../../ledger/test-helpers.js';
import { playerBalance, ProviderWallet, seatPlayer, walletBody } from './test-helpers.js';

// On PostgreSQL (TEST_DATABASE_URL) these calls really run side by side on the pool; on
// PGlite they are serialised, which the results must not depend on.
let t: TestApp;
let wallet: ProviderWallet;
beforeAll(async () => {
  t = await createTestApp();
  wallet = new ProviderWallet(t.app);
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

describe('concurrent wallet calls', () => {
  it('50 concurrent bets on one balance never overdraw it', async () => {
    const player = await seatPlayer(t.database.db, { funds: 1_000n });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        wallet.call('bet', walletBody(player, { transactionId: id('bet'), roundId: id('round'), amount: '100' })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'NOT_ENOUGH_MONEY')).toHaveLength(40);
    expect(await playerBalance(t.database.db, player.playerId)).toBe(0n);
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select('bet_total')
      .where('player_id', '=', player.playerId)
      .execute();
    expect(rounds.map((r) => r.bet_total)).toEqual(Array(10).fill(100n));
  });

  it('50 concurrent copies of one bet take the stake once and all get the same answer', async () => {
    const player = await seatPlayer(t.database.db, { funds: 1_000n });
    const body = walletBody(player, {
      requestId: 'same',
      transactionId: id('bet'),
      roundId: id('round'),
      amount: '100',
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => wallet.call('bet', body)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'OK', balance: '900' });
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });

  it('one bet id sent concurrently in different rounds is applied once, the others refused as duplicates', async () => {
    const player = await seatPlayer(t.database.db, { funds: 1_000n });
    const transactionId = id('bet');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet.call('bet', walletBody(player, { transactionId, roundId: id('round'), amount: '100' })),
      ),
    );
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'DUPLICATE_TRANSACTION')).toHaveLength(19);
    expect(await playerBalance(t.database.db, player.playerId)).toBe(900n);
  });

  it('a win and a rollback of one bet sent together: exactly one of them applies', async () => {
    const player = await seatPlayer(t.database.db, { funds: 1_000n });
    const roundId = id('round');
    const betId = id('bet');
    await wallet.call('bet', walletBody(player, { transactionId: betId, roundId, amount: '100' }));
    const [win, rollback] = await Promise.all([
      wallet.call(
        'win',
        walletBody(player, { transactionId: id('win'), roundId, amount: '300', referenceTransactionId: betId }),
      ),
      wallet.call(
        'rollback',
        walletBody(player, { transactionId: id('rb'), roundId, amount: '100', referenceTransactionId: betId }),
      ),
    ]);
    const outcomes = [win!.status, rollback!.status].sort();
    expect([
      ['OK', 'ROUND_CLOSED'],
      ['OK', 'TRANSACTION_ROLLED_BACK'],
    ]).toContainEqual(outcomes);
    const balance = await playerBalance(t.database.db, player.playerId);
    expect(win!.status === 'OK' ? balance === 1_200n : balance === 1_000n).toBe(true);
  });

  it('a rollback racing its own bet: the bet is either undone or refused, never kept', async () => {
    const player = await seatPlayer(t.database.db, { funds: 1_000n });
    const roundId = id('round');
    const betId = id('bet');
    const [bet, rollback] = await Promise.all([
      wallet.call('bet', walletBody(player, { transactionId: betId, roundId, amount: '100' })),
      wallet.call(
        'rollback',
        walletBody(player, { transactionId: id('rb'), roundId, amount: '100', referenceTransactionId: betId }),
      ),
    ]);
    expect(rollback!.status).toBe('OK');
    expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(bet!.status);
    expect(await playerBalance(t.database.db, player.playerId)).toBe(1_000n);
  });
});
