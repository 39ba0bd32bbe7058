import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  GAME_PROVIDER_SIGNATURE_HEADER,
  launchRequest,
  type LaunchRequest,
  type ProviderGame,
} from '../../../contracts/game-provider.js';
import { verifySignature } from '../../../contracts/signature.js';
import { injectTransport } from '../../../http/inject-transport.js';
import { gameProviderSecrets, type GameProviderConfig, type GameProviders } from './providers.js';
import type { SecretStore } from '../../player/tokens.js';

/** A game as a provider lists it; every field can be changed per test. */
export function providerGame(gameId: string, overrides: Partial<ProviderGame> = {}): ProviderGame {
  return {
    gameId,
    name: gameId
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' '),
    kind: 'slot',
    themes: [],
    features: [],
    rtp: 96.1,
    volatility: 'medium',
    hasDemo: true,
    devices: ['desktop', 'mobile'],
    tileImage: `/art/${gameId}/tile.svg`,
    bannerImage: `/art/${gameId}/banner.svg`,
    releasedAt: '2024-01-15',
    minBet: '10',
    maxBet: '10000',
    restrictedCountries: [],
    ...overrides,
  };
}

export interface TestProviderState {
  games: ProviderGame[];
  /** Every launch request the provider accepted, newest last. */
  launches: LaunchRequest[];
}

/**
 * A game provider answering `contracts/game-provider.ts` as an outside studio would: it checks
 * the platform's signature with its own copy of the api secret and refuses anything else.
 */
export const testProviderPlugin: FastifyPluginAsync<{ apiSecret: string; state: TestProviderState }> = async (
  app,
  { apiSecret, state },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('preHandler', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[GAME_PROVIDER_SIGNATURE_HEADER];
    const check = verifySignature(apiSecret, raw, typeof header === 'string' ? header : undefined);
    if (!check.ok) return reply.code(401).send({ error: 'INVALID_SIGNATURE' });
  });
  app.get('/api/games', async () => ({ games: state.games }));
  app.post('/api/launch', async (request, reply) => {
    const parsed = launchRequest.safeParse(JSON.parse(request.body as string));
    if (!parsed.success) return reply.code(400).send({ error: 'WRONG_SYNTAX' });
    state.launches.push(parsed.data);
    return { url: `https://games.example.com/play/${parsed.data.gameId}?demo=${parsed.data.demo}` };
  });
};

export interface TestProvider {
  identity: string;
  state: TestProviderState;
  server: FastifyInstance;
  config: GameProviderConfig;
}

/**
 * Starts a test provider in a Fastify of its own, reached with an inject transport, and adds
 * it to the platform's registry. `apiSecret` given: the provider checks that secret instead of
 * the one the platform signs with (a misconfigured provider).
 */
export async function addTestProvider(
  app: SecretStore & { gameProviders: GameProviders },
  identity: string,
  {
    games = [],
    name = identity
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' '),
    apiSecret,
    isSportsbook = false,
  }: { games?: ProviderGame[]; name?: string; apiSecret?: string; isSportsbook?: boolean } = {},
): Promise<TestProvider> {
  const secrets = await gameProviderSecrets(app, identity);
  const state: TestProviderState = { games, launches: [] };
  const server = Fastify({ logger: false });
  await server.register(testProviderPlugin, { apiSecret: apiSecret ?? secrets.api, state });
  await server.ready();
  const config: GameProviderConfig = {
    identity,
    name,
    transport: injectTransport(server),
    publicBase: `https://${identity}.example.com`,
    secrets,
    isSportsbook,
  };
  app.gameProviders.add(config);
  return { identity, state, server, config };
}
