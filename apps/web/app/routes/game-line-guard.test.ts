import type { CustomerConfig } from '@casino/shared/customer';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as favorites from './favorites';
import * as game from './game';
import * as games from './games';
import * as gamesParams from './games-params';
import * as gamesProviders from './games-providers';
import * as recentlyPlayed from './recently-played';
import * as sport from './sport';

const customer: CustomerConfig = {
  projectName: 'Test',
  projectEmail: 'support@example.com',
  isGamesDisabled: false,
  isSportsDisabled: false,
  questsEnabled: true,
  loyaltyEnabled: true,
  isDemoMode: false,
};

/** A context whose API must not be asked: a guarded page redirects before loading anything. */
function args(path: string, params: Record<string, string>, off: Partial<CustomerConfig>) {
  const context = {
    customer: { ...customer, ...off },
    session: null,
    country: null,
    api: () => {
      throw new Error(`the guard let ${path} through to the API`);
    },
  } as unknown as AppLoadContext;
  return { request: new Request(`http://localhost${path}`), params, context, unstable_pattern: '' };
}

async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.headers.get('location') : null;
  }
}

type Loader = (args: never) => unknown;

const GAME_ROUTES: [string, Loader, string, Record<string, string>][] = [
  ['/games', games.loader, '/games', {}],
  ['/games/{params}', gamesParams.loader, '/games/slots', { '*': 'slots' }],
  ['/games/providers', gamesProviders.loader, '/games/providers', {}],
  ['/game/{id}', game.loader, '/game/nova-studio-pharaohs-fortune', { id: 'nova-studio-pharaohs-fortune' }],
  ['/favorites', favorites.loader, '/favorites', {}],
  ['/recently-played', recentlyPlayed.loader, '/recently-played', {}],
];

describe('the game-line-redirect guard on every casino route', () => {
  for (const [name, loader, path, params] of GAME_ROUTES) {
    it(`sends ${name} to the sportsbook when games are disabled`, async () => {
      const location = await redirectOf(() => loader(args(path, params, { isGamesDisabled: true }) as never));
      expect(location).toBe('/sport');
    });

    it(`sends ${name} home in the page's locale when both lines are disabled`, async () => {
      const off = { isGamesDisabled: true, isSportsDisabled: true };
      const location = await redirectOf(() => loader(args(`/de${path}`, { ...params, locale: 'de' }, off) as never));
      expect(location).toBe('/de');
    });
  }

  it('sends sport pages to the casino when sports are disabled', async () => {
    const location = await redirectOf(() =>
      (sport.loader as Loader)(args('/sport/live', { '*': 'live' }, { isSportsDisabled: true }) as never),
    );
    expect(location).toBe('/games');
  });
});
