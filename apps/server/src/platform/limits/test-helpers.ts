import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestPlayer } from '../../test/players.js';
import {
  fundPlayer,
  seedTestGame,
  walletBody,
  type ProviderWallet,
  type TablePlayer,
} from '../game/wallet/test-helpers.js';
import { openGameSession } from '../game/sessions.js';

export const card = { methodId: 'sandbox.deposit.visa', payer: { firstName: 'Ada', lastName: 'Lovelace' } };

export const callAs =
  (app: FastifyInstance) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, player: TestPlayer, payload?: object) =>
    app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

/** Sets a money limit through the API and returns it. */
export async function setLimit(
  app: FastifyInstance,
  player: TestPlayer,
  limit: { definition: 1 | 2 | 3; period: 'daily' | 'weekly' | 'monthly'; amount: number; currency?: string },
) {
  const res = await callAs(app)('POST', '/api/player/limits', player, { currency: 'EUR', ...limit });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A signed-up player with `funds` EUR cents and a live session at a fresh game. */
export async function seatSignedUpPlayer(
  app: FastifyInstance,
  player: TestPlayer,
  funds: bigint,
): Promise<TablePlayer> {
  const currency = await fundPlayer(app.db, player.id, funds);
  const game = await seedTestGame(app.db);
  const session = await openGameSession(app.db, { playerId: player.id, gameIdentity: game.identity, currency });
  return {
    playerId: player.id,
    token: session.token,
    sessionId: session.id,
    currency,
    gameId: game.gameId,
    identity: game.identity,
  };
}

/** One round: a bet, then a win (0 closes it lost). Returns the bet's answer status. */
export async function playRound(wallet: ProviderWallet, seat: TablePlayer, stake: number, win = 0): Promise<string> {
  const roundId = `round-${randomUUID()}`;
  const betId = `bet-${randomUUID()}`;
  const bet = await wallet.call('bet', walletBody(seat, { transactionId: betId, roundId, amount: String(stake) }));
  if (bet.status !== 'OK') return bet.status;
  const paid = await wallet.call(
    'win',
    walletBody(seat, {
      transactionId: `win-${randomUUID()}`,
      referenceTransactionId: betId,
      roundId,
      amount: String(win),
      roundClosed: true,
    }),
  );
  expect(paid.status).toBe('OK');
  return bet.status;
}
