import type { AddressInfo } from 'node:net';
import { PUSH_PATH, SESSION_CHANNEL, type PushMessage } from '@casino/shared/push';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { ProviderWallet } from '../game/wallet/test-helpers.js';
import { endSessionsPastTimeLimit } from './session-protection.js';
import { callAs, playRound, seatSignedUpPlayer } from './test-helpers.js';

let t: TestApp;
let wallet: ProviderWallet;
beforeAll(async () => {
  t = await createTestApp();
  wallet = new ProviderWallet(t.app);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app)(...args);
const MINUTE_MS = 60_000;

async function signIn(player: TestPlayer): Promise<TestPlayer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email: player.email, password: player.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...player, accessToken: res.json().accessToken };
}

/** Moves the players' open sessions' sign-in back by `ms`, as if they had been playing that long. */
async function backdateSessions(playerIds: string[], ms: number) {
  await t.database.db
    .updateTable('player_sessions')
    .set({ created_at: new Date(Date.now() - ms) })
    .where('player_id', 'in', playerIds)
    .where('closed_at', 'is', null)
    .execute();
}

const settingsOf = async (player: TestPlayer) => {
  const res = await call('GET', '/api/player/protection', player);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('reality check and session limit settings', () => {
  it('start off, are saved for the player who sets them and for nobody else', async () => {
    const owner = await registerTestPlayer(t.app);
    const other = await registerTestPlayer(t.app);
    expect(await settingsOf(owner)).toMatchObject({
      realityCheckMinutes: null,
      sessionLimitMinutes: null,
      endsAt: null,
    });

    const saved = await call('PUT', '/api/player/protection', owner, {
      realityCheckMinutes: 30,
      sessionLimitMinutes: 120,
    });
    expect(saved.json()).toEqual({ realityCheckMinutes: 30, sessionLimitMinutes: 120, pendingSessionLimit: null });
    const now = await settingsOf(owner);
    expect(now).toMatchObject({ realityCheckMinutes: 30, sessionLimitMinutes: 120 });
    expect(Date.parse(now.endsAt) - Date.parse(now.startedAt)).toBe(120 * MINUTE_MS);

    expect(await settingsOf(other)).toMatchObject({ realityCheckMinutes: null, sessionLimitMinutes: null });
    // Turning the reminder off is at once; dropping the session limit waits its 24 hours.
    await call('PUT', '/api/player/protection', owner, { realityCheckMinutes: null, sessionLimitMinutes: null });
    expect(await settingsOf(owner)).toMatchObject({
      realityCheckMinutes: null,
      sessionLimitMinutes: 120,
      pendingSessionLimit: { minutes: null },
    });
  });

  it('applies a longer session limit only when the player confirms it 24 hours after asking, a shorter one at once', async () => {
    const registered = await registerTestPlayer(t.app);
    await call('PUT', '/api/player/protection', registered, { realityCheckMinutes: null, sessionLimitMinutes: 5 });
    const asked = await call('PUT', '/api/player/protection', registered, {
      realityCheckMinutes: null,
      sessionLimitMinutes: 60,
    });
    const { pendingSessionLimit } = asked.json();
    expect(asked.json()).toMatchObject({ sessionLimitMinutes: 5, pendingSessionLimit: { minutes: 60 } });
    expect(Date.parse(pendingSessionLimit.effectiveAt) - Date.now()).toBeGreaterThan(24 * 60 * MINUTE_MS - MINUTE_MS);

    // Until then the five minutes still end the session.
    await backdateSessions([registered.id], 6 * MINUTE_MS);
    expect((await call('GET', '/api/player/limits', registered)).json().error.key).toBe('SESSION_TIME_LIMIT_REACHED');

    // Confirming before the 24 hours are up is refused and changes nothing.
    const player = await signIn(registered);
    const early = await call('POST', '/api/player/protection/session-limit/confirm', player);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe(13104);
    expect(await settingsOf(player)).toMatchObject({ sessionLimitMinutes: 5, pendingSessionLimit: { isDue: false } });

    // After them the longer limit still waits for the player's confirmation.
    await t.database.db
      .updateTable('player_protection_settings')
      .set({ session_limit_pending_from: new Date(Date.now() - 24 * 60 * MINUTE_MS - 1_000) })
      .where('player_id', '=', player.id)
      .execute();
    expect(await settingsOf(player)).toMatchObject({
      sessionLimitMinutes: 5,
      pendingSessionLimit: { minutes: 60, isDue: true },
    });
    const confirmed = await call('POST', '/api/player/protection/session-limit/confirm', player);
    expect(confirmed.json()).toMatchObject({ sessionLimitMinutes: 60, pendingSessionLimit: null });
    await backdateSessions([player.id], 6 * MINUTE_MS);
    expect(await settingsOf(player)).toMatchObject({ sessionLimitMinutes: 60, pendingSessionLimit: null });
    const nothingWaiting = await call('POST', '/api/player/protection/session-limit/confirm', player);
    expect(nothingWaiting.statusCode).toBe(404);

    // Lowering it again applies at once and drops anything waiting.
    await call('PUT', '/api/player/protection', player, { realityCheckMinutes: null, sessionLimitMinutes: 240 });
    const lowered = await call('PUT', '/api/player/protection', player, {
      realityCheckMinutes: null,
      sessionLimitMinutes: 30,
    });
    expect(lowered.json()).toMatchObject({ sessionLimitMinutes: 30, pendingSessionLimit: null });
  });

  it('refuses an interval not offered, a limit out of range or a missing field, and keeps the settings', async () => {
    const player = await registerTestPlayer(t.app);
    await call('PUT', '/api/player/protection', player, { realityCheckMinutes: 15, sessionLimitMinutes: 60 });
    for (const body of [
      { realityCheckMinutes: 20, sessionLimitMinutes: 60 },
      { realityCheckMinutes: 15, sessionLimitMinutes: 4 },
      { realityCheckMinutes: 15, sessionLimitMinutes: 1441 },
      { realityCheckMinutes: 15, sessionLimitMinutes: 60.5 },
      { realityCheckMinutes: '15', sessionLimitMinutes: 60 },
      { realityCheckMinutes: 15 },
    ]) {
      const res = await call('PUT', '/api/player/protection', player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.key).toBe('VALIDATION_FAILED');
    }
    expect(await settingsOf(player)).toMatchObject({ realityCheckMinutes: 15, sessionLimitMinutes: 60 });
  });

  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/player/protection' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/protection',
      payload: { realityCheckMinutes: 15, sessionLimitMinutes: null },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the session as the reality check counts it', () => {
  it('shows stakes, wins and the net result since this sign-in only, read from the ledger', async () => {
    const registered = await registerTestPlayer(t.app);
    const seat = await seatSignedUpPlayer(t.app, registered, 100_000n);
    // Played before this sign-in: not part of the session.
    await playRound(wallet, seat, 1_000, 0);

    const player = await signIn(registered);
    const before = await settingsOf(player);
    expect(before.results).toEqual([]);
    expect(before.hasDeposited).toBe(true);

    await playRound(wallet, seat, 500, 200);
    await playRound(wallet, seat, 300, 0);
    const after = await settingsOf(player);
    expect(after.results).toEqual([{ currency: seat.currency, stakes: 800, wins: 200, net: 600 }]);
    expect(Date.parse(after.startedAt)).toBeLessThanOrEqual(Date.now());

    const other = await registerTestPlayer(t.app);
    expect((await settingsOf(other)).results).toEqual([]);
  });

  it('knows a player who never deposited', async () => {
    const player = await registerTestPlayer(t.app);
    expect((await settingsOf(player)).hasDeposited).toBe(false);
  });
});

describe('the session time limit', () => {
  it('refuses requests and the token refresh once the session is older than the limit, with its own code', async () => {
    const player = await registerTestPlayer(t.app);
    await call('PUT', '/api/player/protection', player, { realityCheckMinutes: null, sessionLimitMinutes: 5 });
    expect((await call('GET', '/api/player/limits', player)).statusCode).toBe(200);

    await backdateSessions([player.id], 5 * MINUTE_MS + 1_000);
    const refused = await call('GET', '/api/player/limits', player);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({ code: 13107, key: 'SESSION_TIME_LIMIT_REACHED' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/refresh',
      headers: bearer(player.accessToken),
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().error.key).toBe('SESSION_TIME_LIMIT_REACHED');

    // A new sign-in starts a new session with the whole limit ahead of it.
    const again = await signIn(player);
    expect((await call('GET', '/api/player/limits', again)).statusCode).toBe(200);
  });

  it("ends only the sessions of the player whose limit it is, and never another player's", async () => {
    const limited = await registerTestPlayer(t.app);
    const free = await registerTestPlayer(t.app);
    await call('PUT', '/api/player/protection', limited, { realityCheckMinutes: null, sessionLimitMinutes: 5 });

    await backdateSessions([limited.id, free.id], 6 * MINUTE_MS);
    expect(await endSessionsPastTimeLimit(t.app)).toBeGreaterThanOrEqual(1);
    const closed = await t.database.db
      .selectFrom('player_sessions')
      .select(['player_id', 'closed_at'])
      .where('player_id', 'in', [limited.id, free.id])
      .execute();
    expect(closed.find((s) => s.player_id === limited.id)?.closed_at).not.toBeNull();
    expect(closed.find((s) => s.player_id === free.id)?.closed_at).toBeNull();
    expect((await call('GET', '/api/player/limits', free)).statusCode).toBe(200);
    // A session closed at its limit still says why when its token comes back.
    const refused = await call('GET', '/api/player/limits', limited);
    expect(refused.json().error.key).toBe('SESSION_TIME_LIMIT_REACHED');
  });

  it('a limit shorter than the session already lasted ends it at once, and its page is told why over push', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const player = await registerTestPlayer(t.app);
    const socket = connect(url, {
      path: PUSH_PATH,
      transports: ['websocket'],
      auth: { token: player.accessToken },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const told = new Promise<PushMessage>((resolve) =>
        socket.on('push', (message: PushMessage) => message.channel === SESSION_CHANNEL && resolve(message)),
      );
      const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await backdateSessions([player.id], 10 * MINUTE_MS);

      const saved = await call('PUT', '/api/player/protection', player, {
        realityCheckMinutes: null,
        sessionLimitMinutes: 5,
      });
      expect(saved.statusCode).toBe(200);
      expect(await told).toMatchObject({ event: 'session.ended', data: { reason: 'session-time-limit' } });
      expect(await dropped).toBe('io server disconnect');
      expect((await call('GET', '/api/player/limits', player)).json().error.key).toBe('SESSION_TIME_LIMIT_REACHED');
    } finally {
      socket.disconnect();
    }
  });
});
