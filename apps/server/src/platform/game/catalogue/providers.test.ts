import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectTransport } from '../../../http/inject-transport.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { GameProviderError, NOVA_STUDIO } from './providers.js';
import { addTestProvider, providerGame } from './test-provider.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('inject transport', () => {
  it('delivers method, path under the base, headers and the raw body, and answers status and raw body', async () => {
    const server = Fastify();
    server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    server.post('/base/echo', async (request, reply) =>
      reply.code(202).send({ raw: request.body, header: request.headers['x-test'], query: request.query }),
    );
    await server.ready();
    const transport = injectTransport(server, '/base/');
    const response = await transport({
      method: 'POST',
      path: '/echo?a=1',
      headers: { 'content-type': 'application/json', 'x-test': 'yes' },
      body: '{"b": 2}',
    });
    expect(response.status).toBe(202);
    expect(JSON.parse(response.body)).toEqual({ raw: '{"b": 2}', header: 'yes', query: { a: '1' } });
    await server.close();
  });
});

describe('game provider adapter', () => {
  it('knows the in-house studio and both of its secrets', () => {
    const studio = t.app.gameProviders.get(NOVA_STUDIO);
    expect(studio?.name).toBe('Nova Studio');
    expect(studio?.secrets.api).toMatch(/.{32,}/);
    expect(t.app.gameProviders.walletSecret(NOVA_STUDIO)).toBe(studio?.secrets.wallet);
    expect(studio?.secrets.wallet).not.toBe(studio?.secrets.api);
  });

  it('answers null for the wallet secret of an unknown provider', () => {
    expect(t.app.gameProviders.walletSecret('nobody')).toBeNull();
  });

  it('reads the game list with a signed request', async () => {
    await addTestProvider(t.app, 'adapter-list', { games: [providerGame('alpha'), providerGame('beta')] });
    const games = await t.app.gameProviders.listGames('adapter-list');
    expect(games.map((g) => g.gameId)).toEqual(['alpha', 'beta']);
  });

  it('launches with a signed body and answers the provider URL', async () => {
    const provider = await addTestProvider(t.app, 'adapter-launch', { games: [providerGame('alpha')] });
    const answer = await t.app.gameProviders.launch('adapter-launch', {
      demo: true,
      gameId: 'alpha',
      currency: 'EUR',
      subunitToUnit: 100,
      locale: 'en',
      lobbyUrl: 'https://casino.example.com/games',
      platform: 2,
    });
    expect(answer.url).toBe('https://games.example.com/play/alpha?demo=true');
    expect(provider.state.launches).toHaveLength(1);
  });

  it('fails with the status when the provider refuses our signature', async () => {
    await addTestProvider(t.app, 'adapter-wrong', { apiSecret: 'a secret the platform does not have' });
    const error = await t.app.gameProviders.listGames('adapter-wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameProviderError);
    expect((error as GameProviderError).status).toBe(401);
  });

  it('fails on a game list outside the contract', async () => {
    const provider = await addTestProvider(t.app, 'adapter-bad-list');
    provider.state.games = [{ ...providerGame('x'), rtp: 120 }];
    await expect(t.app.gameProviders.listGames('adapter-bad-list')).rejects.toThrow(/outside the contract/);
  });

  it('puts art paths under the provider public base and keeps absolute URLs', async () => {
    await addTestProvider(t.app, 'adapter-art');
    const providers = t.app.gameProviders;
    expect(providers.assetUrl('adapter-art', '/art/a/tile.svg')).toBe('https://adapter-art.example.com/art/a/tile.svg');
    expect(providers.assetUrl('adapter-art', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(providers.assetUrl(NOVA_STUDIO, '/art/a/tile.svg')).toBe('/providers/nova-studio/art/a/tile.svg');
    expect(providers.assetUrl(NOVA_STUDIO, '/providers/nova-studio/art/a/tile.svg')).toBe(
      '/providers/nova-studio/art/a/tile.svg',
    );
  });
});
