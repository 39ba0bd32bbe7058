import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { GameKind } from '../../../contracts/game-provider.js';
import {
  GAME_WALLET_SIGNATURE_HEADER,
  type WalletOperation,
  type WalletResponse,
} from '../../../contracts/game-wallet.js';
import { sign } from '../../../contracts/signature.js';
import type { DB } from '../../../db/schema.js';
import { systemAccount } from '../../ledger/accounts.js';
import { insertTestPlayer } from '../../ledger/test-helpers.js';
import { transfer } from '../../ledger/transfers.js';
import { activeAccount } from '../../wallet/accounts.js';
import { NOVA_STUDIO } from '../catalogue/providers.js';
import { openGameSession } from '../sessions.js';

/** A provider row and one of its games, as the catalogue's sync would leave them. */
export async function seedTestGame(
  db: Kysely<DB>,
  {
    providerId = NOVA_STUDIO,
    gameId = `game-${randomUUID().slice(0, 8)}`,
    kind = 'slot',
    name = 'Test Game',
  }: { providerId?: string; gameId?: string; kind?: GameKind; name?: string } = {},
): Promise<{ providerId: string; gameId: string; identity: string }> {
  await db
    .insertInto('game_providers')
    .values({ identity: providerId, name: providerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const identity = `${providerId}-${gameId}`;
  await db
    .insertInto('games')
    .values({
      identity,
      provider_identity: providerId,
      provider_game_id: gameId,
      name,
      kind,
      rtp: 96.5,
      volatility: 'medium',
      has_demo: true,
      devices: ['desktop', 'mobile'],
      tile_image: `/art/${gameId}/tile.svg`,
      banner_image: null,
      released_at: '2024-01-01',
      min_bet: 10n,
      max_bet: 10_000n,
    })
    .execute();
  return { providerId, gameId, identity };
}

/** Credits the player's active account (opened on first use) through a test PSP. */
export async function fundPlayer(db: Kysely<DB>, playerId: string, amount: bigint): Promise<string> {
  const account = await activeAccount(db, playerId);
  const key = `test-deposit:${randomUUID()}`;
  const psp = await systemAccount(db, 'psp:test', account.currency, key);
  const deposit = await transfer(db, {
    idempotencyKey: key,
    debit: psp,
    credit: account.ledgerAccountId,
    amount,
    currency: account.currency,
    reason: 'deposit',
  });
  if (!deposit.ok) throw new Error(`test deposit failed: ${deposit.code}`);
  return account.currency;
}

/** Signs and sends wallet calls the way a provider does, through HTTP. */
export class ProviderWallet {
  constructor(
    private readonly app: FastifyInstance,
    readonly providerId: string = NOVA_STUDIO,
    private readonly secret: string = app.gameProviders.walletSecret(providerId) ?? '',
  ) {}

  async call(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletResponse> {
    const raw = JSON.stringify({ requestId: `req-${randomUUID()}`, ...body });
    const response = await this.send(operation, raw, { [GAME_WALLET_SIGNATURE_HEADER]: sign(this.secret, raw) });
    if (response.statusCode !== 200)
      throw new Error(`wallet ${operation} answered ${response.statusCode}: ${response.body}`);
    return response.json<WalletResponse>();
  }

  send(operation: WalletOperation, raw: string, headers: Record<string, string>, contentType = 'application/json') {
    return this.app.inject({
      method: 'POST',
      url: `/api/game-wallet/${this.providerId}/${operation}`,
      headers: { 'content-type': contentType, ...headers },
      payload: raw,
    });
  }
}

export interface TablePlayer {
  playerId: string;
  token: string;
  sessionId: string;
  currency: string;
  gameId: string;
  identity: string;
}

/** A player with `funds` on their account and a live session at a fresh game of the provider. */
export async function seatPlayer(
  db: Kysely<DB>,
  { funds = 10_000n, providerId = NOVA_STUDIO, kind = 'slot' as GameKind } = {},
): Promise<TablePlayer> {
  const playerId = await insertTestPlayer(db);
  const currency = await fundPlayer(db, playerId, funds);
  const game = await seedTestGame(db, { providerId, kind });
  const session = await openGameSession(db, { playerId, gameIdentity: game.identity, currency });
  return {
    playerId,
    token: session.token,
    sessionId: session.id,
    currency,
    gameId: game.gameId,
    identity: game.identity,
  };
}

/** A wallet call's body for the seated player; fields given replace the defaults. */
export function walletBody(player: TablePlayer, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sessionToken: player.token,
    gameId: player.gameId,
    currency: player.currency,
    roundClosed: false,
    ...fields,
  };
}

export async function playerBalance(db: Kysely<DB>, playerId: string): Promise<bigint> {
  const account = await activeAccount(db, playerId);
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'debits_pending'])
    .where('id', '=', account.ledgerAccountId)
    .executeTakeFirstOrThrow();
  return row.balance - row.debits_pending;
}
