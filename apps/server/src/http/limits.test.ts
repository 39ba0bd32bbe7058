import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../test/players.js';
import { installTestProvider } from '../platform/payment/test-provider.js';
import { FORM_BODY_LIMIT } from './limits.js';

let t: TestApp;
let player: TestPlayer;

beforeAll(async () => {
  t = await createTestApp({ MAX_SOCKETS_PER_IP: '3' });
  installTestProvider(t.app);
  player = await registerTestPlayer(t.app);
});
afterAll(() => t.close());

const deposit = (payer: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    headers: bearer(player.accessToken),
    payload: { methodId: 'sandbox.deposit.visa', amount: 1000, payer },
  });

const invoiceCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('payment_invoices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('server timeouts', () => {
  it('bounds how long a client may take over its headers, its request and an idle socket', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.timeout).toBe(60_000);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.maxRequestsPerSocket).toBe(1_000);
  });
});

describe('body limits per route', () => {
  it('refuses a player form larger than the form limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: 'a@example.com', password: 'x', captcha: 'y'.repeat(FORM_BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.key).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets the operator API take a larger body (it reaches the operator check)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notification/messages',
      payload: { player: 'a@example.com', title: 'Hi', body: '🎰'.repeat(5000) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the payer object of a payment request', () => {
  it('refuses ~950 KB of keys with 413 and stores nothing', async () => {
    const before = await invoiceCount();
    const payer: Record<string, string> = {};
    for (let i = 0; i < 9_500; i++) payer[`key${i}`] = 'v'.repeat(90);
    const res = await deposit(payer);
    expect(res.statusCode).toBe(413);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses more payer fields than any method asks for', async () => {
    const payer = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`field${i}`, 'x']));
    const res = await deposit(payer);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ payer: ['At most 16 payer fields'] });
  });

  it('refuses an over-long payer key or value', async () => {
    expect((await deposit({ ['k'.repeat(41)]: 'x' })).statusCode).toBe(422);
    expect((await deposit({ firstName: 'x'.repeat(201) })).statusCode).toBe(422);
  });

  it('still takes the payer fields a method asks for', async () => {
    const res = await deposit({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.statusCode).toBe(201);
  });
});

describe('over a real socket', () => {
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => sockets.forEach((socket) => socket.destroy()));

  /** Opens a socket; resolves true when the server keeps it open a moment, false when it is closed at once. */
  const openSocket = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('close', () => resolve(false));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => setTimeout(() => resolve(!socket.destroyed), 300));
    });

  it('refuses headers larger than 16 KB with 431', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(res.status).toBe(431);
  });

  it('closes connections from one address over MAX_SOCKETS_PER_IP and takes new ones once others close', async () => {
    // Sequential, so the server has counted each socket before the next one arrives.
    const kept = [await openSocket(), await openSocket(), await openSocket()];
    expect(kept).toEqual([true, true, true]);
    expect(await openSocket()).toBe(false);

    sockets[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await openSocket()).toBe(true);
  });
});
