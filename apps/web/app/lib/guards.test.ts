import type { CustomerConfig } from '@casino/shared/customer';
import type { WebLoadContext } from '@casino/shared/web-context';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gameLineRedirect, requireSession, routeLocale } from './guards.server';

const customer: CustomerConfig = {
  projectName: 'Test',
  projectEmail: 'support@example.com',
  isGamesDisabled: false,
  isSportsDisabled: false,
  questsEnabled: true,
  loyaltyEnabled: true,
  isDemoMode: false,
};

function args(path: string, locale: string | undefined, overrides: Partial<WebLoadContext> = {}) {
  const context = {
    customer,
    session: null,
    traceId: 't',
    country: null,
    api: async () => ({ status: 200, ok: true, data: null }),
    ...overrides,
  } as unknown as AppLoadContext;
  return {
    request: new Request(`http://localhost${path}`),
    params: locale === undefined ? {} : { locale },
    context,
  };
}

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    fn();
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the guard to throw');
}

describe('routeLocale', () => {
  it('is the default locale on a page without a prefix', () => {
    expect(routeLocale(args('/games', undefined))).toBe('en');
  });

  it('is the prefix when it is a served locale', () => {
    expect(routeLocale(args('/pt-br/games', 'pt-br'))).toBe('pt-br');
  });

  it('answers 404 for a prefix that is no locale', async () => {
    const error = (await thrown(() => routeLocale(args('/xx/games', 'xx')))) as unknown as { init: ResponseInit };
    expect(error.init.status).toBe(404);
  });
});

describe('auth guard', () => {
  it('sends a guest home with the sign-in popup, in their locale', async () => {
    const response = await thrown(() => requireSession(args('/de/wallet', 'de')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de?sign-in=true');
  });

  it('lets a signed-in player through', () => {
    const session = { playerId: 'p1', displayName: 'Ann', avatarId: null, isProfileConfirmed: true };
    expect(requireSession(args('/wallet', undefined, { session }))).toEqual(session);
  });
});

describe('game-line-redirect guard', () => {
  it('lets every page through when both lines are on', () => {
    expect(gameLineRedirect(args('/games', undefined), 'games')).toBeNull();
    expect(gameLineRedirect(args('/sport', undefined), 'sport')).toBeNull();
  });

  it('sends casino pages to the sportsbook when games are disabled', async () => {
    const off = { customer: { ...customer, isGamesDisabled: true } };
    const response = await thrown(() => gameLineRedirect(args('/ar/games', 'ar', off), 'games'));
    expect(response.headers.get('location')).toBe('/ar/sport');
  });

  it('sends sport pages to the casino when sports are disabled', async () => {
    const off = { customer: { ...customer, isSportsDisabled: true } };
    const response = await thrown(() => gameLineRedirect(args('/sport/live', undefined, off), 'sport'));
    expect(response.headers.get('location')).toBe('/games');
  });

  it('sends both lines home when both are disabled', async () => {
    const off = { customer: { ...customer, isSportsDisabled: true, isGamesDisabled: true } };
    const response = await thrown(() => gameLineRedirect(args('/de/favorites', 'de', off), 'games'));
    expect(response.headers.get('location')).toBe('/de');
  });
});
