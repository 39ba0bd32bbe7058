import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { ProviderWallet, walletBody } from '../game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { installTestProvider, sendWebhook, webhookFor } from '../payment/test-provider.js';
import { callAs, card, playRound, seatSignedUpPlayer, setLimit } from './test-helpers.js';

let t: TestApp;
let provider: ReturnType<typeof installTestProvider>;
let wallet: ProviderWallet;
beforeAll(async () => {
  t = await createTestApp();
  provider = installTestProvider(t.app);
  wallet = new ProviderWallet(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  await expectLedgerBalanced(t.database.db);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app)(...args);
const DAY_MS = 86_400_000;

async function signIn(player: TestPlayer): Promise<TestPlayer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email: player.email, password: player.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...player, accessToken: res.json().accessToken };
}

async function deposit(player: TestPlayer, amount: number) {
  return call('POST', '/api/payment/invoices/deposit', player, { ...card, amount });
}

describe('setting limits', () => {
  it('lists a new limit with its usage, and keeps it from every other player', async () => {
    const owner = await registerTestPlayer(t.app, { currency: 'EUR' });
    const other = await registerTestPlayer(t.app, { currency: 'EUR' });
    expect((await call('GET', '/api/player/limits', owner)).json()).toEqual({ data: [], restriction: null });

    const limit = await setLimit(t.app, owner, { definition: 3, period: 'daily', amount: 10_000 });
    expect(limit).toMatchObject({
      definition: 3,
      period: 'daily',
      amount: 10_000,
      currency: 'EUR',
      pending: null,
      usage: { used: 0, remaining: 10_000, resetsAt: null },
    });

    expect((await call('GET', '/api/player/limits', other)).json().data).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/player/limits/${limit.id}`, { period: 'daily', amount: 1 }],
      ['DELETE', `/api/player/limits/${limit.id}`, undefined],
      ['POST', `/api/player/limits/${limit.id}/confirm`, undefined],
    ] as const) {
      const res = await call(method, url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/player/limits', owner)).json().data[0]).toMatchObject({
      amount: 10_000,
      pending: null,
    });
  });

  it('refuses incomplete or wrong limits with 4xx and stores nothing', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const missing = await call('POST', '/api/player/limits', player, { definition: 2 });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['amount', 'currency', 'period']);
    const wrong = [
      { definition: 6, period: 'daily', amount: 100, currency: 'EUR' },
      { definition: 1, period: 'yearly', amount: 100, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: -5, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: 1.5, currency: 'EUR' },
      { definition: 1, period: 'daily', amount: 100, currency: 'XXX' },
      { definition: 4 },
      { definition: 4, duration: '24h' },
      { definition: 5, duration: 'permanent' },
    ];
    for (const body of wrong) {
      const res = await call('POST', '/api/player/limits', player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call('PUT', '/api/player/limits/not-an-id', player, { period: 'daily', amount: 1 })).statusCode).toBe(
      422,
    );
    expect((await call('DELETE', `/api/player/limits/${crypto.randomUUID()}`, player)).statusCode).toBe(404);
    expect((await call('GET', '/api/player/limits', player)).json().data).toEqual([]);

    await setLimit(t.app, player, { definition: 1, period: 'daily', amount: 500 });
    const again = await call('POST', '/api/player/limits', player, {
      definition: 1,
      period: 'daily',
      amount: 900,
      currency: 'EUR',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 13103, key: 'LIMIT_EXISTS' });
  });

  it('applies a decrease at once and an increase or removal only after 24 hours and a confirmation', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    let player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const limit = await setLimit(t.app, player, { definition: 3, period: 'weekly', amount: 10_000 });

    const lower = await call('PUT', `/api/player/limits/${limit.id}`, player, { period: 'weekly', amount: 5_000 });
    expect(lower.json()).toMatchObject({ amount: 5_000, pending: null });
    const otherPeriod = await call('PUT', `/api/player/limits/${limit.id}`, player, { period: 'daily', amount: 1_000 });
    expect(otherPeriod.statusCode).toBe(422);

    const higher = await call('PUT', `/api/player/limits/${limit.id}`, player, { period: 'weekly', amount: 20_000 });
    expect(higher.json()).toMatchObject({ amount: 5_000, pending: { amount: 20_000, removal: false, isDue: false } });
    expect(Date.parse(higher.json().pending.effectiveAt)).toBe(Date.now() + DAY_MS);
    const early = await call('POST', `/api/player/limits/${limit.id}/confirm`, player);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 13104, key: 'LIMIT_CHANGE_NOT_DUE' });
    expect(early.json().error.details.effectiveAt).toBe(higher.json().pending.effectiveAt);
    // Still the lower amount: an invoice over it is refused.
    expect((await deposit(player, 6_000)).json().error.code).toBe(13101);

    vi.setSystemTime(Date.now() + DAY_MS - 60_000);
    player = await signIn(player);
    expect((await call('POST', `/api/player/limits/${limit.id}/confirm`, player)).statusCode).toBe(409);
    vi.setSystemTime(Date.now() + 61_000);
    player = await signIn(player);
    expect((await call('GET', '/api/player/limits', player)).json().data[0]).toMatchObject({
      amount: 5_000,
      pending: { amount: 20_000, isDue: true },
    });
    const confirmed = await call('POST', `/api/player/limits/${limit.id}/confirm`, player);
    expect(confirmed.json()).toMatchObject({ amount: 20_000, pending: null });
    expect((await call('POST', `/api/player/limits/${limit.id}/confirm`, player)).json().error.key).toBe(
      'LIMIT_NO_PENDING_CHANGE',
    );

    const removal = await call('DELETE', `/api/player/limits/${limit.id}`, player);
    expect(removal.statusCode).toBe(202);
    expect(removal.json()).toMatchObject({ amount: 20_000, pending: { amount: null, removal: true, isDue: false } });
    expect((await call('POST', `/api/player/limits/${limit.id}/confirm`, player)).statusCode).toBe(409);
    vi.setSystemTime(Date.now() + DAY_MS);
    player = await signIn(player);
    expect((await call('POST', `/api/player/limits/${limit.id}/confirm`, player)).statusCode).toBe(200);
    expect((await call('GET', '/api/player/limits', player)).json().data).toEqual([]);
  });
});

describe('deposit limits', () => {
  it('refuses an invoice over the remainder with the remaining amount, then the methods answer 13100', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await setLimit(t.app, player, { definition: 3, period: 'daily', amount: 10_000 });

    const first = await deposit(player, 6_000);
    expect(first.statusCode).toBe(201);
    const over = await deposit(player, 5_000);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 13101,
      key: 'DEPOSIT_OVER_LIMIT',
      details: { remaining: 4_000, currency: 'EUR' },
    });
    expect(over.json().error.fields.amount).toHaveLength(1);
    const rest = await deposit(player, 4_000);
    expect(rest.statusCode).toBe(201);

    const methods = await call('GET', '/api/payment/methods/deposit', player);
    expect(methods.statusCode).toBe(422);
    expect(methods.json().error).toMatchObject({ code: 13100, key: 'DEPOSIT_LIMIT_REACHED' });
    for (const invoice of [first.json(), rest.json()]) {
      expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0].balance).toBe(10_000);
    expect((await call('GET', '/api/player/limits', player)).json().data[0].usage).toMatchObject({
      used: 10_000,
      remaining: 0,
    });
    expect((await deposit(player, 100)).json().error.code).toBe(13100);
    // Withdrawing stays open.
    expect((await call('GET', '/api/payment/methods/withdrawal', player)).statusCode).toBe(200);
  });

  it('frees the amount of a failed or cancelled invoice', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await setLimit(t.app, player, { definition: 3, period: 'daily', amount: 5_000 });
    const invoice = (await deposit(player, 5_000)).json();
    expect((await deposit(player, 1_000)).json().error.code).toBe(13100);
    expect((await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player)).statusCode).toBe(200);
    expect((await deposit(player, 5_000)).statusCode).toBe(201);
  });

  it('applies the lowest remaining of several periods, across currencies at current rates', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await setLimit(t.app, player, { definition: 3, period: 'daily', amount: 50_000 });
    await setLimit(t.app, player, { definition: 3, period: 'monthly', amount: 8_000 });
    const refused = await deposit(player, 9_000);
    expect(refused.json().error.details.remaining).toBe(8_000);

    // A limit kept in US dollars counts the euro deposits converted at the seeded rates.
    const usdPlayer = await registerTestPlayer(t.app, { currency: 'EUR' });
    await setLimit(t.app, usdPlayer, { definition: 3, period: 'daily', amount: 10_000, currency: 'USD' });
    const rates = await t.app.db
      .selectFrom('currencies')
      .select(['code', 'rate'])
      .where('code', 'in', ['EUR', 'USD'])
      .execute();
    const rate = (code: string) => Number(rates.find((r) => r.code === code)!.rate);
    const euroRoom = Math.floor((10_000 * rate('USD')) / rate('EUR'));
    const answer = (await deposit(usdPlayer, 15_000)).json().error;
    expect(Math.abs(answer.details.remaining - euroRoom)).toBeLessThanOrEqual(1);
    expect((await deposit(usdPlayer, answer.details.remaining)).statusCode).toBe(201);
  });

  it('does not credit a deposit a limit lowered since no longer allows, and holds the money to be returned', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const limit = await setLimit(t.app, player, { definition: 3, period: 'daily', amount: 10_000 });
    const invoice = (await deposit(player, 8_000)).json();
    await call('PUT', `/api/player/limits/${limit.id}`, player, { period: 'daily', amount: 5_000 });
    expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).statusCode).toBe(200);
    const stored = (await call('GET', `/api/payment/invoices?type=deposit`, player)).json().data[0];
    expect(stored).toMatchObject({ id: invoice.id, status: 3 });
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0].balance).toBe(0);
    const held = await t.app.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
      .select(['t.amount', 'a.system_name'])
      .where('t.reference', '=', invoice.id)
      .execute();
    expect(held).toEqual([{ amount: 8_000n, system_name: 'deposits:to-return' }]);
  });
});

describe('bet and loss limits', () => {
  it('refuses a stake over what a bet limit leaves', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const seat = await seatSignedUpPlayer(t.app, player, 10_000n);
    await setLimit(t.app, player, { definition: 1, period: 'daily', amount: 1_000 });
    expect(await playRound(wallet, seat, 600, 2_000)).toBe('OK');
    expect(await playRound(wallet, seat, 500)).toBe('BET_LIMIT_REACHED');
    expect(await playRound(wallet, seat, 400)).toBe('OK');
    expect((await call('GET', '/api/player/limits', player)).json().data[0].usage).toMatchObject({
      used: 1_000,
      remaining: 0,
    });
  });

  it('refuses a bet that would take the net loss over a loss limit, and counts wins against it', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const seat = await seatSignedUpPlayer(t.app, player, 10_000n);
    await setLimit(t.app, player, { definition: 2, period: 'daily', amount: 1_000 });
    expect(await playRound(wallet, seat, 700)).toBe('OK');
    expect(await playRound(wallet, seat, 400)).toBe('LOSS_LIMIT_REACHED');
    expect(await playRound(wallet, seat, 300, 500)).toBe('OK');
    // Lost 700, then 300 staked and 500 won: a net loss of 500 leaves 500.
    expect((await call('GET', '/api/player/limits', player)).json().data[0].usage).toMatchObject({
      used: 500,
      remaining: 500,
    });
    expect(await playRound(wallet, seat, 500)).toBe('OK');
    expect(await playRound(wallet, seat, 1)).toBe('LOSS_LIMIT_REACHED');
    const balance = (await call('GET', '/api/wallet/accounts', player)).json().data[0].balance;
    expect(balance).toBe(9_000);
  });
});

describe('self-exclusion and cooling-off', () => {
  it('self-exclusion ends every session at once and leaves sign-in a restricted mode', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const secondTab = await signIn(player);
    const seat = await seatSignedUpPlayer(t.app, player, 5_000n);
    const pending = (await deposit(player, 2_000)).json();

    const excluded = await call('POST', '/api/player/limits', player, { definition: 4, duration: '6m' });
    expect(excluded.statusCode).toBe(201);
    const endsAt = Date.parse(excluded.json().endsAt);
    expect(endsAt).toBeGreaterThan(Date.now() + 180 * DAY_MS);
    for (const tab of [player, secondTab]) {
      expect((await call('GET', '/api/player/profile', tab)).statusCode).toBe(401);
    }
    expect(provider.payments.get(`pay_${pending.id}`)?.status).toBe('failed');
    expect(await playRound(wallet, seat, 100)).not.toBe('OK');

    const restricted = await signIn(player);
    const limits = (await call('GET', '/api/player/limits', restricted)).json();
    expect(limits.restriction).toEqual({ definition: 4, endsAt: excluded.json().endsAt });
    expect((await call('GET', '/api/payment/methods/deposit', restricted)).json().error.code).toBe(13100);
    expect((await deposit(restricted, 1_000)).json().error.code).toBe(13100);
    const launch = await t.app.inject({
      method: 'POST',
      url: `/api/game/games/${seat.identity}/play`,
      headers: bearer(restricted.accessToken),
      payload: {},
    });
    expect(launch.json().error).toMatchObject({ code: 13102, key: 'PLAYER_EXCLUDED' });
    // A bet through a session opened before is refused too.
    const bet = await wallet.call(
      'bet',
      walletBody(seat, { transactionId: crypto.randomUUID(), roundId: crypto.randomUUID(), amount: '100' }),
    );
    expect(['USER_DISABLED', 'TOKEN_EXPIRED']).toContain(bet.status);
    const lift = await call('DELETE', `/api/player/limits/${excluded.json().id}`, restricted);
    expect(lift.json().error).toMatchObject({ code: 13105, key: 'LIMIT_CANNOT_BE_LIFTED' });
    // Withdrawing the remaining balance stays open.
    expect((await call('GET', '/api/payment/methods/withdrawal', restricted)).statusCode).toBe(200);
  });

  it('refuses the bets of an excluded player through any live game session', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await call('POST', '/api/player/limits', player, { definition: 5, duration: '24h' });
    // A session opened afterwards by some other path still cannot bet.
    const seat = await seatSignedUpPlayer(t.app, player, 5_000n);
    expect(await playRound(wallet, seat, 100)).toBe('USER_DISABLED');
  });

  it('cooling-off ends by itself', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    let player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const res = await call('POST', '/api/player/limits', player, { definition: 5, duration: '24h' });
    expect(Date.parse(res.json().endsAt)).toBe(Date.now() + DAY_MS);
    player = await signIn(player);
    expect((await call('GET', '/api/player/limits', player)).json().restriction).toMatchObject({ definition: 5 });
    // Within the session idle timeout: sessions stamped by the database clock stay valid.
    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    player = await signIn(player);
    expect((await call('GET', '/api/player/limits', player)).json()).toEqual({ data: [], restriction: null });
    expect((await call('GET', '/api/payment/methods/deposit', player)).statusCode).toBe(200);
  });
});

describe('account activity statement', () => {
  it('sums deposits, withdrawals, stakes, wins and net per currency for the days asked, only the player’s own', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const other = await registerTestPlayer(t.app, { currency: 'EUR' });
    const seat = await seatSignedUpPlayer(t.app, player, 10_000n);
    await playRound(wallet, seat, 700, 200);
    await playRound(wallet, seat, 300, 1_000);
    await seatSignedUpPlayer(t.app, other, 99_999n);
    const today = new Date().toISOString().slice(0, 10);

    const res = await call('GET', `/api/player/statement?from=${today}&to=${today}`, player);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: today,
      to: today,
      data: [{ currency: 'EUR', deposits: 10_000, withdrawals: 0, stakes: 1_000, wins: 1_200, net: 200 }],
    });
    const before = await call('GET', '/api/player/statement?from=2020-01-01&to=2020-12-31', player);
    expect(before.json().data).toEqual([]);
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      `from=${today}&to=2020-01-01`,
      'from=yesterday&to=today',
      '',
    ]) {
      expect((await call('GET', `/api/player/statement?${query}`, player)).statusCode, query).toBe(422);
    }
  });
});
