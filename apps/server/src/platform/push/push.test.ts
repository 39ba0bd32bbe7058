import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../redis.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { closeSockets, listen, nextPush, socketTo, subscribe } from '../../test/push-sockets.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.js';

afterEach(closeSockets);

describe('the push channel on one process', () => {
  let t: TestApp;
  let url: string;
  let alice: TestPlayer;
  let bob: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
    alice = await registerTestPlayer(t.app);
    bob = await registerTestPlayer(t.app);
  });
  afterAll(() => t.close());

  it('delivers an event on my own channel to my socket', async () => {
    const socket = await socketTo(url, alice.accessToken);
    expect(await subscribe(socket, 'wallet:accounts')).toEqual({ ok: true });
    const received = nextPush(socket, 'wallet:accounts');
    await t.app.push.publish('wallet:accounts', 'account', { balance: 100 }, alice.id);
    expect(await received).toEqual({ channel: 'wallet:accounts', event: 'account', data: { balance: 100 } });
  });

  it("does not deliver another player's event on the same channel name", async () => {
    const socket = await socketTo(url, alice.accessToken);
    await subscribe(socket, 'wallet:accounts');
    const received = nextPush(socket, 'wallet:accounts', 500);
    await t.app.push.publish('wallet:accounts', 'account', { balance: 1 }, bob.id);
    expect(await received).toBeNull();
  });

  it("refuses a subscription to another player's channel", async () => {
    const socket = await socketTo(url, alice.accessToken);
    expect(await subscribe(socket, `messenger:notifications#${bob.id}`)).toEqual({ ok: false, error: 'FORBIDDEN' });
    const received = nextPush(socket, `messenger:notifications#${bob.id}`, 500);
    await t.app.push.publish(`messenger:notifications#${bob.id}`, 'notification', { id: 1 }, bob.id);
    expect(await received).toBeNull();
  });

  it('lets an anonymous socket listen to global:online only', async () => {
    const socket = await socketTo(url);
    expect(await subscribe(socket, 'global:online')).toEqual({ ok: true });
    expect(await subscribe(socket, 'wallet:accounts')).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await subscribe(socket, `game:bets#${alice.id}`)).toEqual({ ok: false, error: 'FORBIDDEN' });
  });

  it('treats a socket with a garbage token as a guest', async () => {
    const socket = await socketTo(url, 'not.a.token');
    expect(await subscribe(socket, 'wallet:accounts')).toEqual({ ok: false, error: 'FORBIDDEN' });
  });

  it('delivers a message sent to a player live on their notifications channel', async () => {
    const socket = await socketTo(url, alice.accessToken);
    const channel = `messenger:notifications#${alice.id}`;
    await subscribe(socket, channel);
    const received = nextPush(socket, channel);
    const message = await t.app.notifier.sendMessage(alice.id, { title: 'Your bonus is ready' });
    expect(await received).toEqual({ channel, event: 'notification', data: message });
  });

  it("disconnects a session's sockets when the session is closed", async () => {
    const player = await registerTestPlayer(t.app);
    const socket = await socketTo(url, player.accessToken);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('counts connected players', async () => {
    await socketTo(url, alice.accessToken);
    await socketTo(url, alice.accessToken);
    await socketTo(url, bob.accessToken);
    await socketTo(url);
    expect(await t.app.push.connectedPlayers()).toBe(2);
  });
});

const hasRedis = await redisReachable();

describe.skipIf(!hasRedis)('two server processes sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  beforeAll(async () => {
    const env = { JWT_SECRET: 'a-shared-secret-for-both-processes-0123456789' };
    first = await createTestApp(env, { redis: await openRedis(TEST_REDIS_URL) });
    await listen(first);
    // The second process uses the first one's database, as processes behind one load balancer do.
    second = await createTestApp(env, { redis: await openRedis(TEST_REDIS_URL), database: first.database });
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('delivers a publish made on one process to a socket connected to the other', async () => {
    const player = await registerTestPlayer(first.app);
    const socket = await socketTo(secondUrl, player.accessToken);
    await subscribe(socket, 'payment:invoices');
    const received = nextPush(socket, 'payment:invoices', 3000);
    await first.app.push.publish('payment:invoices', 'invoice.deposit.updated', { id: 'inv-1', status: 2 }, player.id);
    expect(await received).toEqual({
      channel: 'payment:invoices',
      event: 'invoice.deposit.updated',
      data: { id: 'inv-1', status: 2 },
    });
  });
});
