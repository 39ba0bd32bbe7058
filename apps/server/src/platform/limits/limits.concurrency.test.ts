import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerTestPlayer } from '../../test/players.js';
import { ProviderWallet } from '../game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { installTestProvider, sendWebhook, webhookFor } from '../payment/test-provider.js';
import { callAs, card, playRound, seatSignedUpPlayer, setLimit } from './test-helpers.js';

// On PostgreSQL (TEST_DATABASE_URL) these requests really run side by side on the pool; on
// PGlite they are serialised, which the results must not depend on.
let t: TestApp;
let wallet: ProviderWallet;
beforeAll(async () => {
  t = await createTestApp();
  installTestProvider(t.app);
  wallet = new ProviderWallet(t.app);
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app)(...args);

describe('limits under concurrent money movements', () => {
  it('10 concurrent deposits against a deposit limit never start more than it allows', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await setLimit(t.app, player, { definition: 3, period: 'daily', amount: 5_000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 1_000 }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json());
    expect(created).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().error.code)).toEqual(Array(5).fill(13100));
    await Promise.all(created.map((invoice) => sendWebhook(t.app, webhookFor(invoice, 'succeeded'))));
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0].balance).toBe(5_000);
  });

  it('10 concurrent credits after the limit was lowered credit only what the new limit allows', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoices = [];
    for (let i = 0; i < 10; i += 1) {
      invoices.push((await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 1_000 })).json());
    }
    // Set after the invoices were started: only the credits can hold it.
    await setLimit(t.app, player, { definition: 3, period: 'daily', amount: 3_500 });
    const answers = await Promise.all(invoices.map((invoice) => sendWebhook(t.app, webhookFor(invoice, 'succeeded'))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0].balance).toBe(3_000);
  });

  it('concurrent bets against a loss limit never lose more than it allows', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const seat = await seatSignedUpPlayer(t.app, player, 100_000n);
    await setLimit(t.app, player, { definition: 2, period: 'daily', amount: 2_000 });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => playRound(wallet, seat, 300)));
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(6);
    expect(statuses.filter((s) => s === 'LOSS_LIMIT_REACHED')).toHaveLength(14);
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0].balance).toBe(100_000 - 1_800);
  });

  it('concurrent bets against a bet limit never stake more than it allows', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const seat = await seatSignedUpPlayer(t.app, player, 100_000n);
    await setLimit(t.app, player, { definition: 1, period: 'weekly', amount: 1_000 });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => playRound(wallet, seat, 100, 100)));
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'BET_LIMIT_REACHED')).toHaveLength(10);
  });
});
