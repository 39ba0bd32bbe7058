import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../../test/players.js';
import { openGameSession } from '../sessions.js';
import { fundPlayer, ProviderWallet, seedTestGame } from '../wallet/test-helpers.js';

let t: TestApp;
let wallet: ProviderWallet;
let ann: TestPlayer;
let bob: TestPlayer;
let slot: { gameId: string; identity: string };
let table: { gameId: string; identity: string };

const id = (prefix: string) => `${prefix}-${randomUUID()}`;

/** Plays one round for the player: a bet, then (unless left open) a win that closes it. */
async function playRound(
  player: TestPlayer,
  game: { gameId: string; identity: string },
  { bet = 100n, win = 0n, open = false }: { bet?: bigint; win?: bigint; open?: boolean } = {},
) {
  const session = await openGameSession(t.app.db, {
    playerId: player.id,
    gameIdentity: game.identity,
    currency: 'EUR',
  });
  const body = { sessionToken: session.token, gameId: game.gameId, currency: 'EUR' };
  const roundId = id('round');
  const betId = id('bet');
  const placed = await wallet.call('bet', {
    ...body,
    transactionId: betId,
    roundId,
    amount: bet.toString(),
    roundClosed: false,
  });
  expect(placed.status).toBe('OK');
  if (!open) {
    const paid = await wallet.call('win', {
      ...body,
      transactionId: id('win'),
      roundId,
      amount: win.toString(),
      referenceTransactionId: betId,
      roundClosed: true,
    });
    expect(paid.status).toBe('OK');
  }
  return t.app.db
    .selectFrom('game_rounds')
    .select('id')
    .where('provider_round_id', '=', roundId)
    .executeTakeFirstOrThrow();
}

async function get(url: string, player?: TestPlayer) {
  const res = await t.app.inject({ method: 'GET', url, headers: player ? bearer(player.accessToken) : {} });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  wallet = new ProviderWallet(t.app);
  slot = await seedTestGame(t.app.db, { kind: 'slot', name: 'Lucky Reels' });
  table = await seedTestGame(t.app.db, { kind: 'table', name: 'Euro Roulette' });
  ann = await registerTestPlayer(t.app, { nickname: 'annabelle' });
  bob = await registerTestPlayer(t.app, { nickname: 'bobbyjoe' });
  await fundPlayer(t.app.db, ann.id, 100_000n);
  await fundPlayer(t.app.db, bob.id, 100_000n);
});
afterAll(() => t.close());

describe('GET /api/game/bets', () => {
  it('lists my settled rounds newest first with their outcome, and never another player’s', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 10_000n);
    const lost = await playRound(player, slot, { bet: 200n });
    const won = await playRound(player, table, { bet: 100n, win: 350n });
    await playRound(player, slot, { open: true });
    await playRound(bob, slot);

    const { status, body } = await get('/api/game/bets', player);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 2 });
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([won.id, lost.id]);
    expect(body.data[0]).toMatchObject({
      game: { identity: table.identity, name: 'Euro Roulette', tileImage: expect.stringContaining('/tile.svg') },
      currency: 'EUR',
      betAmount: '100',
      winAmount: '350',
      isSettled: true,
      status: 'won',
    });
    expect(body.data[1]).toMatchObject({ status: 'lost', winAmount: '0' });
    expect(body.data[0].settledAt).toEqual(expect.any(String));
  });

  it('lists my open rounds with isSettled=false', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 10_000n);
    await playRound(player, slot);
    const open = await playRound(player, slot, { open: true });
    const { body } = await get('/api/game/bets?isSettled=false', player);
    expect(body.data).toEqual([
      expect.objectContaining({ id: open.id, status: 'open', isSettled: false, settledAt: null }),
    ]);
  });

  it('pages the rounds', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 10_000n);
    for (let round = 0; round < 3; round++) await playRound(player, slot);
    const { body } = await get('/api/game/bets?page=2&perPage=2', player);
    expect(body.meta).toEqual({ page: 2, perPage: 2, totalPages: 2, totalRows: 3 });
    expect(body.data).toHaveLength(1);
  });

  it('needs a signed-in player', async () => {
    expect((await get('/api/game/bets')).status).toBe(401);
  });
});

describe('GET /api/game/spins', () => {
  it('lists my closed slot rounds with their multiplier, not table games or open rounds', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 10_000n);
    const spin = await playRound(player, slot, { bet: 40n, win: 100n });
    await playRound(player, table, { bet: 40n, win: 100n });
    await playRound(player, slot, { open: true });
    const { status, body } = await get('/api/game/spins', player);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ id: spin.id, betAmount: '40', winAmount: '100', multiplier: 2.5, currency: 'EUR' }),
    ]);
    expect(body.meta.totalRows).toBe(1);
  });

  it('needs a signed-in player', async () => {
    expect((await get('/api/game/spins')).status).toBe(401);
  });
});

describe('public feeds', () => {
  it('lists the biggest recent wins with masked names, biggest first, to guests too', async () => {
    await playRound(ann, slot, { bet: 100n, win: 90_000n });
    await playRound(bob, table, { bet: 100n, win: 80_000n });
    const { status, body } = await get('/api/game/spins/winners');
    expect(status).toBe(200);
    expect(body.data.slice(0, 2)).toEqual([
      expect.objectContaining({ playerName: 'annabe***', winAmount: '90000', multiplier: 900 }),
      expect.objectContaining({ playerName: 'bobby***', winAmount: '80000' }),
    ]);
    expect(body.data[0]).not.toHaveProperty('betAmount');
  });

  it('lists the newest settled rounds with masked names, newest first', async () => {
    await playRound(ann, slot, { bet: 300n });
    const last = await playRound(bob, slot, { bet: 500n, win: 1_000n });
    await playRound(bob, slot, { open: true });
    const { status, body } = await get('/api/game/latest-bets');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ id: last.id, playerName: 'bobby***', betAmount: '500', winAmount: '1000' });
    expect(body.data[1]).toMatchObject({ playerName: 'annabe***', betAmount: '300' });
    expect(body.data.length).toBeLessThanOrEqual(20);
  });
});

describe('push after a wallet call', () => {
  it('sends the round on game:bets, the new balance on wallet:accounts, and the spin when a slot round closes', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 10_000n);
    const publish = vi.spyOn(t.app.push, 'publish');
    try {
      const round = await playRound(player, slot, { bet: 100n, win: 300n });
      await vi.waitFor(() =>
        expect(publish.mock.calls.some(([channel]) => channel.startsWith('game:spins'))).toBe(true),
      );
      const mine = publish.mock.calls.filter((call) => call[3] === player.id);
      const bets = mine.filter(([channel]) => channel === `game:bets#${player.id}`);
      expect(bets.map(([, event]) => event)).toEqual(['bet', 'bet']);
      expect(bets.at(-1)![2]).toMatchObject({ id: round.id, status: 'won', winAmount: '300' });
      expect(mine.filter(([channel]) => channel === `game:spins#${player.id}`)).toEqual([
        [`game:spins#${player.id}`, 'spin', expect.objectContaining({ id: round.id, multiplier: 3 }), player.id],
      ]);
      const accounts = mine.filter(([channel]) => channel === 'wallet:accounts');
      expect(accounts.at(-1)![2]).toMatchObject({ currency: 'EUR', balance: 10_200 });
    } finally {
      publish.mockRestore();
    }
  });

  it('sends no spin for a table game round', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 10_000n);
    const publish = vi.spyOn(t.app.push, 'publish');
    try {
      await playRound(player, table, { bet: 100n, win: 300n });
      await vi.waitFor(() =>
        expect(publish.mock.calls.filter(([channel]) => channel === 'wallet:accounts').length).toBe(2),
      );
      expect(publish.mock.calls.some(([channel]) => channel.startsWith('game:spins'))).toBe(false);
    } finally {
      publish.mockRestore();
    }
  });
});
