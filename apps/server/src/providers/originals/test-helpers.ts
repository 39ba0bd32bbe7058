import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { syncCatalogue } from '../../platform/game/catalogue/sync.js';
import { fundPlayer } from '../../platform/game/wallet/test-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';

export const BASE = '/providers/originals';

/** The whole site with the studio's games in the catalogue. */
export async function originalsApp(): Promise<TestApp> {
  const t = await createTestApp();
  await syncCatalogue(t.app, 'originals');
  return t;
}

/** A signed-up player holding `funds` (minor units of EUR). */
export async function fundedPlayer(app: FastifyInstance, funds: bigint): Promise<TestPlayer> {
  const player = await registerTestPlayer(app);
  await fundPlayer(app.db, player.id, funds);
  return player;
}

/** Opens an original for real money the way the site does, and answers the frame's launch id. */
export async function launchGame(app: FastifyInstance, player: TestPlayer, gameId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/game/games/originals-${gameId}/play`,
    payload: { platform: 2 },
    headers: bearer(player.accessToken),
  });
  expect(response.statusCode).toBe(200);
  const url = response.json<{ url: string }>().url;
  return new URL(url, 'http://localhost').searchParams.get('launch')!;
}

export async function gameApi<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'POST', url: `${BASE}/game-api${path}`, payload: body });
  return { status: response.statusCode, body: response.json<T>() };
}
