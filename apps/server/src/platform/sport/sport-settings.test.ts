import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator, type TestOperator } from '../../test/operators.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { fundPlayer } from '../game/wallet/test-helpers.js';
import { placeSingle, TestFeed } from './test-helpers.js';

let t: TestApp;
let feed: TestFeed;
let admin: TestOperator;
let nextEvent = 7000;
beforeAll(async () => {
  t = await createTestApp();
  feed = new TestFeed(t.app);
  admin = await createTestOperator(t.app, 'admin');
});
afterAll(() => t.close());

function setSetting(key: string, value: unknown, headers = admin.headers) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/settings/${key}`, headers, payload: { value } });
}

async function fundedPlayer(): Promise<TestPlayer> {
  const player = await registerTestPlayer(t.app);
  await fundPlayer(t.database.db, player.id, 10_000_000n);
  return player;
}

async function place(player: TestPlayer, { live = false, stake = '1000' } = {}) {
  const eventId = (nextEvent += 1);
  await feed.match(eventId, { live });
  return placeSingle(t.app, bearer(player.accessToken), eventId, { stake });
}

describe('sportsbook operator settings', () => {
  it('lists every sport setting with the values the code shipped with as defaults', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(res.json().data.map((s: { key: string }) => [s.key, s]));
    expect(byKey['sport.limits']).toMatchObject({
      isDefault: true,
      value: { minLineStake: 10, maxStake: 1_000_000, maxPayout: 25_000_000, maxMarketStake: 500_000 },
    });
    expect(byKey['sport.liveDelaySeconds'].value).toMatchObject({ default: 6, bySport: { '66': 8 } });
    expect(byKey['sport.cashoutMarginPercent'].value).toBe(5);
    expect(byKey['sport.retentionDays'].value).toBe(30);
  });

  it('takes new stake limits at the next bet, without a restart, and back to the default on reset', async () => {
    const player = await fundedPlayer();
    const limits = { minLineStake: 10, maxStake: 5_000, maxPayout: 25_000_000, maxMarketStake: 500_000 };
    expect((await setSetting('sport.limits', limits)).statusCode).toBe(200);
    const refused = await place(player, { stake: '6000' });
    expect(refused.json().error.key).toBe('SPORT_STAKE_TOO_HIGH');
    expect((await setSetting('sport.limits', null)).json()).toMatchObject({ isDefault: true });
    expect((await place(player, { stake: '6000' })).statusCode).toBe(201);
  });

  it('holds a live bet for the sport delay the operator set', async () => {
    const player = await fundedPlayer();
    await setSetting('sport.liveDelaySeconds', { default: 6, bySport: { '66': 20 } });
    const res = await place(player, { live: true });
    const delay = Date.parse(res.json().acceptAt) - Date.parse(res.json().placedAt);
    expect(delay).toBeGreaterThan(19_000);
    expect(delay).toBeLessThan(21_000);
    await setSetting('sport.liveDelaySeconds', null);
  });

  it('prices cash-out offers with the operator’s margin', async () => {
    const player = await fundedPlayer();
    const bet = (await place(player)).json();
    await setSetting('sport.cashoutMarginPercent', 10);
    const open = await t.app.inject({ url: '/api/game/sport/bets', headers: bearer(player.accessToken) });
    const offer = open.json().data.find((b: { id: string }) => b.id === bet.id).cashout;
    // Offers are 95 % then 90 % of the same fair value, each rounded down.
    expect(Math.abs(Number(offer) - (Number(bet.cashout) * 90) / 95)).toBeLessThan(2);
    await setSetting('sport.cashoutMarginPercent', null);
  });

  it('refuses a bad value with the field at fault and changes nothing', async () => {
    const bad = await setSetting('sport.limits', {
      minLineStake: 10_000,
      maxStake: 5_000,
      maxPayout: 25_000_000,
      maxMarketStake: 500_000,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.key).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(bad.json().error.fields)).toContain('minLineStake must not exceed maxStake');
    const negative = await setSetting('sport.retentionDays', -3);
    expect(Object.keys(negative.json().error.fields)).toEqual(['value']);
    expect((await setSetting('sport.cashoutMarginPercent', 2.345)).statusCode).toBe(422);
    expect((await setSetting('sport.nonsense', 1)).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/admin/settings', headers: admin.headers });
    expect(list.json().data.every((s: { isDefault: boolean }) => s.isDefault)).toBe(true);
  });

  it('lets only an admin change a setting, and audits the change', async () => {
    const support = await createTestOperator(t.app, 'support');
    expect((await setSetting('sport.retentionDays', 60, support.headers)).statusCode).toBe(403);
    expect((await setSetting('sport.retentionDays', 60)).json()).toMatchObject({ value: 60, isDefault: false });
    const audit = await t.database.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'settings.change')
      .where('target', '=', 'sport.retentionDays')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator_id: admin.id, details: { value: 60 } });
    await setSetting('sport.retentionDays', null);
  });
});

describe('a player’s sportsbook settings', () => {
  it('starts at the slip’s defaults and keeps what the player saves', async () => {
    const player = await registerTestPlayer(t.app);
    const url = '/api/game/sport/settings';
    const headers = bearer(player.accessToken);
    expect((await t.app.inject({ url, headers })).json()).toEqual({ oddsFormat: 'decimal', acceptance: 'higher' });
    const saved = await t.app.inject({ method: 'PUT', url, headers, payload: { oddsFormat: 'american' } });
    expect(saved.json()).toEqual({ oddsFormat: 'american', acceptance: 'higher' });
    await t.app.inject({ method: 'PUT', url, headers, payload: { acceptance: 'any' } });
    expect((await t.app.inject({ url, headers })).json()).toEqual({ oddsFormat: 'american', acceptance: 'any' });
  });

  it('refuses an unknown format with a clear message and changes nothing', async () => {
    const player = await registerTestPlayer(t.app);
    const url = '/api/game/sport/settings';
    const headers = bearer(player.accessToken);
    const bad = await t.app.inject({ method: 'PUT', url, headers, payload: { oddsFormat: 'roman' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.oddsFormat).toEqual(['Choose decimal, fractional or american']);
    const empty = await t.app.inject({ method: 'PUT', url, headers, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect((await t.app.inject({ url, headers })).json()).toEqual({ oddsFormat: 'decimal', acceptance: 'higher' });
  });

  it('is for signed-in players only', async () => {
    expect((await t.app.inject({ url: '/api/game/sport/settings' })).statusCode).toBe(401);
  });
});
