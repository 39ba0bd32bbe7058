import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator } from '../../test/operators.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { loadShippedValidationMessages } from '../content/content-fixture.js';
import { vapidKeys, WebPush } from './web-push.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_PUSH_ALLOWED_HOSTS: '127.0.0.1' });
  adminToken = (await createTestOperator(t.app, 'support')).apiKey;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function sendMessages(player: TestPlayer, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    ids.push((await t.app.notifier.sendMessage(player.id, { title: `Message ${i}`, body: `Body ${i}` })).id);
  }
  return ids;
}

describe('messenger messages', () => {
  it('lists my messages newest first, paginated, with totalUnread', async () => {
    const player = await registerTestPlayer(t.app);
    await sendMessages(player, 5);
    const res = await inject('GET', '/api/notification/messenger/messages?page=2&perPage=2', player.accessToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 2, perPage: 2, totalPages: 3, totalRows: 5, totalUnread: 5 });
    expect(body.data.map((m: { content: { title: string } }) => m.content.title)).toEqual(['Message 3', 'Message 2']);
    expect(body.data[0]).toMatchObject({ state: 1, readAt: null, content: { body: 'Body 3' } });
  });

  it('marks the named messages read (state 2) and lowers totalUnread', async () => {
    const player = await registerTestPlayer(t.app);
    const [first, second] = await sendMessages(player, 3);
    const res = await inject('POST', '/api/notification/messenger/messages/read', player.accessToken, {
      messageIds: [first, second, first],
    });
    expect(res.json()).toEqual({ meta: { totalUnread: 1 } });
    const list = (await inject('GET', '/api/notification/messenger/messages', player.accessToken)).json();
    const read = list.data.filter((m: { state: number }) => m.state === 2);
    expect(read.map((m: { id: string }) => m.id).sort()).toEqual([first, second].sort());
    expect(read.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
  });

  it('marks all my messages read', async () => {
    const player = await registerTestPlayer(t.app);
    await sendMessages(player, 2);
    const res = await inject('POST', '/api/notification/messenger/messages/read/all', player.accessToken);
    expect(res.json()).toEqual({ meta: { totalUnread: 0 } });
  });

  it('deletes the named messages', async () => {
    const player = await registerTestPlayer(t.app);
    const [first] = await sendMessages(player, 2);
    const res = await inject('DELETE', '/api/notification/messenger/messages', player.accessToken, {
      messageIds: [first],
    });
    expect(res.json()).toEqual({ meta: { totalUnread: 1 } });
    const list = (await inject('GET', '/api/notification/messenger/messages', player.accessToken)).json();
    expect(list.meta.totalRows).toBe(1);
  });

  it("reports 404 and changes nothing when reading or deleting another player's messages", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const [bobs] = await sendMessages(bob, 1);
    const [alices] = await sendMessages(alice, 1);
    const read = await inject('POST', '/api/notification/messenger/messages/read', alice.accessToken, {
      messageIds: [alices, bobs],
    });
    expect(read.statusCode).toBe(404);
    const removed = await inject('DELETE', '/api/notification/messenger/messages', alice.accessToken, {
      messageIds: [bobs],
    });
    expect(removed.statusCode).toBe(404);
    const aliceList = (await inject('GET', '/api/notification/messenger/messages', alice.accessToken)).json();
    expect(aliceList.meta.totalUnread).toBe(1);
    const bobList = (await inject('GET', '/api/notification/messenger/messages', bob.accessToken)).json();
    expect(bobList.data).toHaveLength(1);
    expect(bobList.meta.totalUnread).toBe(1);
  });

  it('refuses ids that are not ids with 422', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await inject('POST', '/api/notification/messenger/messages/read', player.accessToken, {
      messageIds: ['1 or 1=1'],
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('push notifications', () => {
  it('pages by 20 by default', async () => {
    const player = await registerTestPlayer(t.app);
    for (let i = 0; i < 21; i++) await t.app.notifier.sendPush(player.id, { title: `Push ${i}` });
    const body = (await inject('GET', '/api/notification/pushes', player.accessToken)).json();
    expect(body.data).toHaveLength(20);
    expect(body.meta).toEqual({ page: 1, perPage: 20, totalPages: 2, totalRows: 21 });
  });

  it('marks the named pushes read, and all of them', async () => {
    const player = await registerTestPlayer(t.app);
    const { push: first } = await t.app.notifier.sendPush(player.id, { title: 'One' });
    await t.app.notifier.sendPush(player.id, { title: 'Two' });
    await inject('POST', '/api/notification/pushes/read', player.accessToken, { pushIds: [first.id] });
    let states = (await inject('GET', '/api/notification/pushes', player.accessToken)).json().data;
    expect(states.map((p: { state: number }) => p.state)).toEqual([1, 2]);
    await inject('POST', '/api/notification/pushes/read/all', player.accessToken);
    states = (await inject('GET', '/api/notification/pushes', player.accessToken)).json().data;
    expect(states.map((p: { state: number }) => p.state)).toEqual([2, 2]);
  });

  it("reports 404 for another player's push and leaves it unread", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const { push } = await t.app.notifier.sendPush(bob.id, { title: 'Bob only' });
    const res = await inject('POST', '/api/notification/pushes/read', alice.accessToken, { pushIds: [push.id] });
    expect(res.statusCode).toBe(404);
    const bobs = (await inject('GET', '/api/notification/pushes', bob.accessToken)).json().data;
    expect(bobs[0].state).toBe(1);
  });
});

describe('Web Push', () => {
  let pushService: Server;
  let endpointBase: string;
  let webPush: WebPush;
  const received: IncomingMessage[] = [];
  const gone = new Set<string>();
  const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

  beforeAll(async () => {
    const cert = fixture('test-tls-cert.pem');
    webPush = new WebPush(t.app.db, await vapidKeys(t.app, {}), {
      subject: 'mailto:ops@example.com',
      allowedHosts: ['127.0.0.1'],
      log: t.app.log,
      agent: new Agent({ ca: cert }),
    });
    pushService = createServer({ cert, key: fixture('test-tls-key.pem') }, (request, response) => {
      received.push(request);
      request.resume();
      response.writeHead(gone.has(request.url ?? '') ? 410 : 201).end();
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    endpointBase = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

  function browserKeys() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  }

  it('serves the VAPID public key, the same on every call', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/notification/web-push/key' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/notification/web-push/key' })).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toEqual(first);
  });

  it('sends an encrypted, VAPID-signed notification to each subscribed browser', async () => {
    const player = await registerTestPlayer(t.app);
    const endpoint = `${endpointBase}/send/${player.id}`;
    const subscribed = await inject('POST', '/api/notification/web-push/subscriptions', player.accessToken, {
      endpoint,
      keys: browserKeys(),
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await webPush.deliver(player.id, { title: 'Bonus ready', body: '', url: '/bonuses' })).toBe(1);
    const request = received.find((r) => r.url === `/send/${player.id}`)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
  });

  it('forgets a subscription the push service reports gone', async () => {
    const player = await registerTestPlayer(t.app);
    const path = `/gone/${player.id}`;
    gone.add(path);
    await inject('POST', '/api/notification/web-push/subscriptions', player.accessToken, {
      endpoint: `${endpointBase}${path}`,
      keys: browserKeys(),
    });
    expect(await webPush.deliver(player.id, { title: 'Hello', body: '', url: null })).toBe(0);
    const left = await t.app.db
      .selectFrom('web_push_subscriptions')
      .select('endpoint')
      .where('player_id', '=', player.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses an endpoint that is not a known push service', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await inject('POST', '/api/notification/web-push/subscriptions', player.accessToken, {
      endpoint: 'https://internal.example/admin',
      keys: browserKeys(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.endpoint).toBeDefined();
  });
});

describe('the contact form', () => {
  const form = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Withdrawal', message: 'Where is my money?' };
  const post = (payload: object, ip = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url: '/api/notification/communications', payload, remoteAddress: ip });

  it('keeps the message and forwards it to the operator', async () => {
    const res = await post(form, '203.0.113.1');
    expect(res.statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'ada@example.com', subject: 'Withdrawal' });
    const mail = await t.app.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('subject', '=', '[Contact] Withdrawal')
      .executeTakeFirst();
    expect(mail?.recipient).toBe(t.config.PROJECT_EMAIL);
  });

  it('answers 422 with the fields that are wrong and keeps nothing', async () => {
    const before = await t.app.db.selectFrom('contact_messages').select('id').execute();
    const res = await post({ ...form, email: 'not-an-address', message: 'short' }, '203.0.113.2');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'message']);
    expect(await t.app.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before.length);
  });

  describe('in the request locale (§5)', () => {
    beforeAll(() => loadShippedValidationMessages(t.database, 'en', 'de'));
    const refused = (locale: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notification/communications',
        headers: { 'x-locale': locale },
        payload: { ...form, name: 'A', email: 'not-an-address' },
      });

    it('answers in German from the German fields-settings, {min} filled in', async () => {
      const res = await refused('de');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({
        name: ['Dieses Feld muss mindestens 2 Zeichen lang sein'],
        email: ['Dies ist keine gültige E-Mail-Adresse'],
      });
    });

    it('falls back to English for a locale the site does not have', async () => {
      const res = await refused('xx');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({
        name: ['This field should be at least 2 characters long'],
        email: ['Value is not a valid email address'],
      });
    });
  });

  it('is rate limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post(form, '203.0.113.3')).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the operator API', () => {
  it('sends a message to a player named by e-mail', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notification/messages',
      headers: bearer(adminToken),
      payload: { player: player.email, title: 'Welcome', body: 'Glad you are here' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().playerId).toBe(player.id);
    const list = (await inject('GET', '/api/notification/messenger/messages', player.accessToken)).json();
    expect(list.data[0].content).toEqual({ title: 'Welcome', body: 'Glad you are here' });
  });

  it("refuses a player's token", async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notification/messages',
      headers: bearer(player.accessToken),
      payload: { player: player.id, title: 'Self-service' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown player', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notification/messages',
      headers: bearer(adminToken),
      payload: { player: 'nobody@example.com', title: 'Hello' },
    });
    expect(res.statusCode).toBe(404);
  });
});
