import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { fundPlayer, playerBalance } from '../game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { TestFeed } from './test-helpers.js';

let t: TestApp;
let feed: TestFeed;
let nextEvent = 1000;
beforeAll(async () => {
  t = await createTestApp();
  feed = new TestFeed(t.app);
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

async function fundedPlayer(amount = 10_000n): Promise<TestPlayer> {
  const player = await registerTestPlayer(t.app);
  await fundPlayer(t.database.db, player.id, amount);
  return player;
}

async function newMatch(options: { live?: boolean; odds?: number[] } = {}): Promise<number> {
  const eventId = (nextEvent += 1);
  await feed.match(eventId, options);
  return eventId;
}

const single = (eventId: number, extra: Record<string, unknown> = {}, outcome = '1', odds = 2000) => ({
  requestId: randomUUID(),
  kind: 'single',
  stake: '1000',
  acceptance: 'none',
  selections: [{ eventId: String(eventId), marketKey: '1', outcomeId: outcome, odds }],
  ...extra,
});

function place(player: TestPlayer, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/game/sport/bets', headers: bearer(player.accessToken), payload });
}

const balance = (player: TestPlayer) => playerBalance(t.database.db, player.id);
const betCount = async (player: TestPlayer) =>
  (await t.database.db.selectFrom('sport_bets').select('id').where('player_id', '=', player.id).execute()).length;

describe('sport bet placement', () => {
  it('reserves the stake of a pre-match single and pays it at settlement, the ledger balanced throughout', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    const res = await place(player, single(eventId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open', stake: '1000', potentialPayout: '2000' });
    expect(await balance(player)).toBe(9_000n);
    await feed.settle(eventId, '1');
    expect(await balance(player)).toBe(11_000n);
    const settled = await t.app.inject({
      url: '/api/game/sport/bets?isSettled=true',
      headers: bearer(player.accessToken),
    });
    expect(settled.json().data[0]).toMatchObject({ status: 'won', payout: '2000', legs: [{ result: 'won' }] });
  });

  it('lists sport bets in the bets history beside casino rounds, open then settled', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    const bet = (await place(player, single(eventId))).json();
    const open = await t.app.inject({ url: '/api/game/bets?isSettled=false', headers: bearer(player.accessToken) });
    expect(open.json().data[0]).toMatchObject({
      id: bet.id,
      game: {
        identity: 'altenar-sportsbook-altenar-sportsbook',
        name: `Home ${eventId} vs Away ${eventId}`,
        tileImage: '/content/sport/bet-tile.svg',
      },
      betAmount: '1000',
      status: 'open',
    });
    await feed.settle(eventId, '2');
    const settled = await t.app.inject({ url: '/api/game/bets', headers: bearer(player.accessToken) });
    expect(settled.json().data[0]).toMatchObject({ id: bet.id, status: 'lost', winAmount: '0', isSettled: true });
    const other = await fundedPlayer();
    const theirs = await t.app.inject({ url: '/api/game/bets?isSettled=false', headers: bearer(other.accessToken) });
    expect(theirs.json().data).toEqual([]);
  });

  it('places a combo over different events and refuses two legs of one event', async () => {
    const player = await fundedPlayer();
    const [a, b] = [await newMatch(), await newMatch()];
    const legs = [
      { eventId: String(a), marketKey: '1', outcomeId: '1', odds: 2000 },
      { eventId: String(b), marketKey: '18|total=2.5', outcomeId: 'over', odds: 1900 },
    ];
    const res = await place(player, { ...single(a), kind: 'combo', selections: legs });
    expect(res.statusCode).toBe(201);
    expect(res.json().potentialPayout).toBe('3800');
    const same = await place(player, {
      ...single(a),
      kind: 'combo',
      selections: [legs[0], { ...legs[0], marketKey: '18|total=2.5', outcomeId: 'over', odds: 1900 }],
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.key).toBe('SPORT_SELECTIONS_INVALID');
  });

  it('takes a Trixie as four lines of the unit stake', async () => {
    const player = await fundedPlayer();
    const ids = [await newMatch(), await newMatch(), await newMatch()];
    const res = await place(player, {
      ...single(ids[0]!),
      kind: 'system',
      system: 'trixie',
      stake: '100',
      selections: ids.map((id) => ({ eventId: String(id), marketKey: '1', outcomeId: '1', odds: 2000 })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lines: 4, stake: '400', potentialPayout: '2000' });
    expect(await balance(player)).toBe(9_600n);
  });

  it('refuses a bet on a suspended market and changes nothing', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    await feed.send({ type: 'bet_stop', eventId });
    const res = await place(player, single(eventId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('SPORT_MARKET_SUSPENDED');
    expect(await balance(player)).toBe(10_000n);
    expect(await betCount(player)).toBe(0);
  });

  it('applies the acceptance choice to a changed price: none refuses, higher takes a rise only, any takes both', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    await feed.odds(eventId, [2100, 3300, 3700]);
    const none = await place(player, single(eventId));
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({
      key: 'SPORT_ODDS_CHANGED',
      details: { selections: [{ index: 0, odds: 2100 }] },
    });
    const higher = await place(player, single(eventId, { acceptance: 'higher' }));
    expect(higher.statusCode).toBe(201);
    expect(higher.json().legs[0].odds).toBe(2100);
    await feed.odds(eventId, [1800, 3600, 4000]);
    const fallen = await place(player, single(eventId, { acceptance: 'higher' }));
    expect(fallen.statusCode).toBe(409);
    const any = await place(player, single(eventId, { acceptance: 'any' }));
    expect(any.statusCode).toBe(201);
    expect(any.json().legs[0].odds).toBe(1800);
  });

  it('refuses a bet on a finished event', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    await feed.send({
      type: 'odds_change',
      eventId,
      status: { phase: 'ended', period: null, clockSeconds: 5400, score: [1, 0], periodScores: [] },
      markets: [],
    });
    const res = await place(player, single(eventId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('SPORT_EVENT_FINISHED');
  });

  it('holds bets to the stake and payout limits', async () => {
    const player = await fundedPlayer(5_000_000n);
    const eventId = await newMatch({ odds: [2000, 3400, 60_000] });
    const low = await place(player, single(eventId, { stake: '5' }));
    expect(low.json().error.key).toBe('SPORT_STAKE_TOO_LOW');
    const high = await place(player, single(eventId, { stake: '2000000' }));
    expect(high.json().error.key).toBe('SPORT_STAKE_TOO_HIGH');
    const payout = await place(player, single(eventId, { stake: '500000' }, '2', 60_000));
    expect(payout.json().error.key).toBe('SPORT_MAX_PAYOUT_EXCEEDED');
    expect((await place(player, single(eventId, { stake: '400000' }))).statusCode).toBe(201);
    const market = await place(player, single(eventId, { stake: '200000' }));
    expect(market.statusCode).toBe(422);
    expect(market.json().error.key).toBe('SPORT_MARKET_STAKE_LIMIT');
    const poor = await fundedPlayer(100n);
    const broke = await place(poor, single(eventId));
    expect(broke.json().error.key).toBe('SPORT_INSUFFICIENT_BALANCE');
    expect(await balance(poor)).toBe(100n);
  });

  it('answers a repeated request id with the first bet and takes the stake once', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    const payload = single(eventId);
    const [a, b] = [await place(player, payload), await place(player, payload)];
    expect(a.json().id).toBe(b.json().id);
    expect(await balance(player)).toBe(9_000n);
  });

  it('refuses bad input with a 4xx and guests with a 401', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    for (const bad of [
      { ...single(eventId), stake: '-1' },
      { ...single(eventId), selections: [] },
      { ...single(eventId), kind: 'system', system: 'yankee' },
    ]) {
      const res = await place(player, bad);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const guest = await t.app.inject({ method: 'POST', url: '/api/game/sport/bets', payload: single(eventId) });
    expect(guest.statusCode).toBe(401);
    expect(await balance(player)).toBe(10_000n);
  });
});

describe('live bets', () => {
  async function runAcceptance() {
    await t.database.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000) })
      .where('name', '=', 'sport.bet.accept')
      .execute();
    await t.app.jobs.runDue();
  }

  it('holds a live bet for the delay, then accepts it', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch({ live: true });
    const res = await place(player, single(eventId));
    expect(res.json().status).toBe('pending');
    const delay = Date.parse(res.json().acceptAt) - Date.parse(res.json().placedAt);
    expect(delay).toBeGreaterThan(7_000);
    expect(delay).toBeLessThan(9_000);
    expect(await balance(player)).toBe(9_000n);
    await runAcceptance();
    const open = await t.app.inject({ url: '/api/game/sport/bets', headers: bearer(player.accessToken) });
    expect(open.json().data[0]).toMatchObject({ id: res.json().id, status: 'open' });
  });

  it('refuses a live bet when a bet stop came during the delay, and releases its stake', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch({ live: true });
    const res = await place(player, single(eventId));
    await feed.send({ type: 'bet_stop', eventId, timestamp: Date.now() + 1000 });
    await feed.odds(eventId, [2000, 3400, 3800], { live: true });
    await runAcceptance();
    const bets = await t.app.inject({
      url: '/api/game/sport/bets?isSettled=true',
      headers: bearer(player.accessToken),
    });
    expect(bets.json().data[0]).toMatchObject({ id: res.json().id, status: 'refused' });
    expect(await balance(player)).toBe(10_000n);
  });

  it('accepts a live bet through a price rise under "higher", at the new price', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch({ live: true });
    const res = await place(player, single(eventId, { acceptance: 'higher' }));
    await feed.odds(eventId, [2300, 3200, 3500], { live: true });
    await runAcceptance();
    const open = await t.app.inject({ url: '/api/game/sport/bets', headers: bearer(player.accessToken) });
    expect(open.json().data[0]).toMatchObject({ id: res.json().id, status: 'open', potentialPayout: '2300' });
  });
});

describe('settlement from the feed', () => {
  it('settles void and dead-heat results at their factors', async () => {
    const player = await fundedPlayer();
    const [a, b] = [await newMatch(), await newMatch()];
    await place(player, single(a));
    await place(player, single(b, {}, '1', 2000));
    await feed.settle(a, '1', { voidFactor: '0.5' });
    await feed.settle(b, '1', { deadHeatFactor: { num: 1, den: 2 } });
    // Stakes 2 × 1000 taken; a half-void winner returns 500 + 500 × 2 = 1500, a dead heat 1000 × 2 / 2 = 1000.
    expect(await balance(player)).toBe(10_000n - 2_000n + 1_500n + 1_000n);
  });

  it('takes winnings back exactly on a rollback and pays the corrected result again', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    await place(player, single(eventId));
    await feed.settle(eventId, '1');
    expect(await balance(player)).toBe(11_000n);
    await feed.send({ type: 'rollback_bet_settlement', eventId, markets: [{ marketId: 1, specifiers: {} }] });
    expect(await balance(player)).toBe(9_000n);
    const open = await t.app.inject({ url: '/api/game/sport/bets', headers: bearer(player.accessToken) });
    expect(open.json().data[0].status).toBe('open');
    await feed.settle(eventId, '2');
    expect(await balance(player)).toBe(9_000n);
  });

  it('keeps what a rollback could not take back from the next payout', async () => {
    const player = await fundedPlayer(1_000n);
    const eventId = await newMatch();
    await place(player, single(eventId));
    await feed.settle(eventId, '1');
    expect(await balance(player)).toBe(2_000n);
    // The player spends most of the winnings elsewhere before the rollback arrives.
    const other = await newMatch();
    await place(player, single(other, { stake: '1500' }));
    await feed.send({ type: 'rollback_bet_settlement', eventId, markets: [{ marketId: 1, specifiers: {} }] });
    expect(await balance(player)).toBe(0n);
    await feed.settle(eventId, '1');
    expect(await balance(player)).toBe(500n);
  });

  it('refunds a cancelled market and takes the refund back when the cancel is rolled back', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    await place(player, single(eventId));
    await feed.send({ type: 'bet_cancel', eventId, markets: [{ marketId: 1, specifiers: {} }] });
    expect(await balance(player)).toBe(10_000n);
    const settled = await t.app.inject({
      url: '/api/game/sport/bets?isSettled=true',
      headers: bearer(player.accessToken),
    });
    expect(settled.json().data[0].status).toBe('void');
    await feed.send({ type: 'rollback_bet_cancel', eventId, markets: [{ marketId: 1, specifiers: {} }] });
    expect(await balance(player)).toBe(9_000n);
    await feed.settle(eventId, 'X');
    expect(await balance(player)).toBe(9_000n);
  });

  it('changes nothing when a feed message is replayed', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    await place(player, single(eventId));
    const message = {
      messageId: `replayed-${eventId}`,
      sequence: 1,
      timestamp: Date.now(),
      type: 'bet_settlement' as const,
      eventId,
      markets: [{ marketId: 1, specifiers: {}, outcomes: [{ id: '1', result: 1 as const, voidFactor: '0' as const }] }],
    };
    expect((await feed.replay(message)).applied).toBe(true);
    const transfers = await t.database.db.selectFrom('ledger_transfers').select('id').execute();
    expect((await feed.replay(message)).applied).toBe(false);
    expect(await t.database.db.selectFrom('ledger_transfers').select('id').execute()).toHaveLength(transfers.length);
    expect(await balance(player)).toBe(11_000n);
  });
});

describe('cash-out', () => {
  it('offers the fair value of the bet minus the margin and settles it at once', async () => {
    const player = await fundedPlayer();
    const eventId = await newMatch();
    const bet = (await place(player, single(eventId))).json();
    const open = await t.app.inject({ url: '/api/game/sport/bets', headers: bearer(player.accessToken) });
    const offer = open.json().data[0].cashout as string;
    expect(Number(offer)).toBeGreaterThan(800);
    expect(Number(offer)).toBeLessThan(1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/game/sport/bets/${bet.id}/cashout`,
      headers: bearer(player.accessToken),
      payload: { amount: offer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bet.status).toBe('cashed_out');
    expect(await balance(player)).toBe(9_000n + BigInt(offer));
    await feed.settle(eventId, '1');
    expect(await balance(player)).toBe(9_000n + BigInt(offer));
  });

  it('refuses a cash-out while a leg is suspended, or when the offer fell, or on another player’s bet', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const eventId = await newMatch();
    const bet = (await place(player, single(eventId))).json();
    const url = `/api/game/sport/bets/${bet.id}/cashout`;
    const stranger = await t.app.inject({ method: 'POST', url, headers: bearer(other.accessToken), payload: {} });
    expect(stranger.statusCode).toBe(404);
    const greedy = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(player.accessToken),
      payload: { amount: '5000' },
    });
    expect(greedy.json().error.key).toBe('SPORT_CASHOUT_CHANGED');
    await feed.send({ type: 'bet_stop', eventId });
    const stopped = await t.app.inject({ method: 'POST', url, headers: bearer(player.accessToken), payload: {} });
    expect(stopped.json().error.key).toBe('SPORT_CASHOUT_UNAVAILABLE');
    expect(await balance(player)).toBe(9_000n);
  });
});

describe('sport calls of SPEC §7', () => {
  it('answers sport info, an event, the live list and search', async () => {
    const eventId = await newMatch();
    const live = await newMatch({ live: true });
    const info = await t.app.inject({ url: '/api/game/sport/info/66' });
    expect(info.json()).toMatchObject({
      id: 66,
      Categories: [{ CategoryId: 6601, Name: 'England' }],
      Championships: [{ ChampionshipId: 66011 }],
    });
    const event = await t.app.inject({ url: `/api/game/sport/event/${eventId}` });
    expect(event.json()).toMatchObject({
      id: String(eventId),
      championship: { category: { sport: { id: 66 } } },
      markets: [{ key: '1' }, { key: '18|total=2.5' }],
    });
    const lives = await t.app.inject({ url: '/api/game/sport/events/live' });
    expect(lives.json().data.map((e: { id: string }) => e.id)).toContain(String(live));
    const found = await t.app.inject({ url: `/api/game/sport/search?q=home ${eventId}` });
    expect(found.json().data.map((e: { id: string }) => e.id)).toEqual([String(eventId)]);
    expect((await t.app.inject({ url: '/api/game/sport/event/999999999' })).statusCode).toBe(404);
    await feed.send({
      type: 'odds_change',
      eventId: live,
      status: { phase: 'ended', period: null, clockSeconds: 5400, score: [2, 1], periodScores: [] },
      markets: [],
    });
    const results = await t.app.inject({ url: '/api/game/sport/results?sportId=66' });
    const finished = results.json().data.find((e: { id: string }) => e.id === String(live));
    expect(finished).toMatchObject({ phase: 'ended', score: [2, 1] });
    expect((await t.app.inject({ url: '/api/game/sport/info/abc' })).statusCode).toBe(422);
  });

  async function startSportsbook(player: TestPlayer) {
    return t.app.inject({
      method: 'POST',
      url: '/api/game/games/altenar-sportsbook-altenar-sportsbook/play',
      headers: bearer(player.accessToken),
      payload: { lobbyUrl: 'http://localhost', locale: 'en', countryCode: 'UA', platform: 2, provider: 'altenar' },
    });
  }

  const widgetCall = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/game/sport/bets', headers: { 'x-sportsbook-token': token, ...headers } });

  it('starts the sportsbook with a short-lived token for a signed-in player only', async () => {
    const player = await fundedPlayer();
    const res = await startSportsbook(player);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[\w-]{40,}$/);
    const lifetime = Date.parse(res.json().expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/game/games/altenar-sportsbook-altenar-sportsbook/play',
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
  });

  it('places and lists the widget’s bets with its token alone', async () => {
    const player = await fundedPlayer();
    const { token } = (await startSportsbook(player)).json();
    const eventId = await newMatch();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/game/sport/bets',
      headers: { 'x-sportsbook-token': token },
      payload: single(eventId),
    });
    expect(placed.statusCode).toBe(201);
    expect((await widgetCall(token)).json().data[0].id).toBe(placed.json().id);
  });

  it('refuses an expired token, a made-up one, one whose session ended, and one beside another player’s session', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const { token } = (await startSportsbook(player)).json();
    expect((await widgetCall(token, bearer(other.accessToken))).json().error.key).toBe('SPORT_TOKEN_OTHER_PLAYER');
    expect((await widgetCall(token, bearer(player.accessToken))).statusCode).toBe(200);
    expect((await widgetCall('made-up')).json().error).toMatchObject({ key: 'SPORT_TOKEN_INVALID', code: 17032 });

    await t.database.db
      .updateTable('sport_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('player_id', '=', player.id)
      .execute();
    expect((await widgetCall(token)).statusCode).toBe(401);

    const fresh = (await startSportsbook(player)).json().token;
    await t.database.db
      .updateTable('player_sessions')
      .set({ closed_at: new Date() })
      .where('player_id', '=', player.id)
      .execute();
    expect((await widgetCall(fresh)).json().error.key).toBe('SPORT_TOKEN_INVALID');
  });
});

describe('cleanup of finished events', () => {
  async function finish(eventId: number, daysAgo: number) {
    await feed.settle(eventId, '1');
    await feed.send({
      type: 'odds_change',
      eventId,
      status: { phase: 'ended', period: null, clockSeconds: 5400, score: [1, 0], periodScores: [] },
      markets: [],
    });
    await t.database.db
      .updateTable('sport_events')
      .set({ updated_at: new Date(Date.now() - daysAgo * 86_400_000) })
      .where('id', '=', BigInt(eventId))
      .execute();
  }

  const marketsOf = async (eventId: number) =>
    (
      await t.database.db
        .selectFrom('sport_markets')
        .select('market_key')
        .where('event_id', '=', BigInt(eventId))
        .orderBy('market_key')
        .execute()
    ).map((m) => m.market_key);

  it('removes events finished past the retention period with their markets, and keeps what a bet refers to', async () => {
    const player = await fundedPlayer();
    const [unbet, bet, recent] = [await newMatch(), await newMatch(), await newMatch()];
    const placed = (await place(player, single(bet))).json();
    await finish(unbet, 31);
    await finish(bet, 31);
    await finish(recent, 29);
    await t.app.jobs.enqueue('sport.events.prune');
    await t.app.jobs.runDue();

    const left = await t.database.db
      .selectFrom('sport_events')
      .select('id')
      .where('id', 'in', [unbet, bet, recent].map(BigInt))
      .execute();
    expect(left.map((e) => Number(e.id)).sort()).toEqual([bet, recent]);
    expect(await marketsOf(unbet)).toEqual([]);
    expect(await marketsOf(bet)).toEqual(['1']);
    expect(await marketsOf(recent)).toEqual(['1', '18|total=2.5']);
    const history = await t.app.inject({
      url: '/api/game/sport/bets?isSettled=true',
      headers: bearer(player.accessToken),
    });
    expect(history.json().data[0]).toMatchObject({
      id: placed.id,
      status: 'won',
      legs: [{ eventName: `Home ${bet} vs Away ${bet}`, marketName: '1x2', outcomeName: '1', result: 'won' }],
    });
  });
});
