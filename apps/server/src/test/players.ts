import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

let counter = 0;
/** Unique to this test process, so counts a shared Redis kept from other runs never meet its sign-ups. */
const network = randomBytes(4).toString('hex');

export interface TestPlayer {
  email: string;
  password: string;
  accessToken: string;
  id: string;
}

/**
 * Registers a fresh player by e-mail and returns their credentials and token. Each
 * comes from an address of its own, as real players do, so the per-address sign-up
 * limit is not what a test meets.
 */
export async function registerTestPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestPlayer> {
  counter += 1;
  const email = `player${counter}-${Date.now()}@example.com`;
  const password = 'correct horse 1';
  const res = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    remoteAddress: `fd00:${network.slice(0, 4)}:${network.slice(4)}::${counter.toString(16)}`,
    payload: { email, password, password_confirmation: password, currency: 'EUR', agreements: true, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { email, password, accessToken: body.accessToken, id: body.profile.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
