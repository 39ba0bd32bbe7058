import { randomUUID } from 'node:crypto';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { NOVA_STUDIO } from '../catalogue/providers.js';
import { GameWallet } from './service.js';
import { seatPlayer, walletBody, type TablePlayer } from './test-helpers.js';

/**
 * Every database round trip is latency a wallet call holds a pooled connection for: the
 * bench's throughput follows this count, BEGIN and COMMIT included (a bet took 12 without a limits check, a win 13,
 * before the ledger transfer and the call's records became one statement each).
 */
class StatementCounter implements KyselyPlugin {
  statements = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  // Called once per statement sent; transformQuery also sees every sub-query a builder makes.
  transformResult(args: PluginTransformResultArgs) {
    this.statements += 1;
    return Promise.resolve(args.result);
  }
}

let t: TestApp;
let player: TablePlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await seatPlayer(t.database.db);
});
afterAll(() => t.close());

async function counted(call: (wallet: GameWallet) => Promise<{ answer: { status: string } }>) {
  const counter = new StatementCounter();
  const { answer } = await call(new GameWallet(t.database.db.withPlugin(counter)));
  expect(answer.status).toBe('OK');
  return counter.statements;
}

const request = (fields: Record<string, unknown>) =>
  ({ requestId: `req-${randomUUID()}`, ...walletBody(player, fields) }) as never;

it("a bet that opens its round costs six round trips, the player's limits read with its session", async () => {
  const roundId = `round-${randomUUID()}`;
  // The house sub-accounts are created once per currency, then remembered.
  await counted((w) => w.bet(NOVA_STUDIO, request({ transactionId: `bet-${randomUUID()}`, roundId, amount: '10' })));
  const statements = await counted((w) =>
    w.bet(
      NOVA_STUDIO,
      request({ transactionId: `bet-${randomUUID()}`, roundId: `round-${randomUUID()}`, amount: '10' }),
    ),
  );
  expect(statements).toBe(6);
});

it('a win that closes its round costs seven round trips', async () => {
  const roundId = `round-${randomUUID()}`;
  const betId = `bet-${randomUUID()}`;
  await counted((w) => w.bet(NOVA_STUDIO, request({ transactionId: betId, roundId, amount: '10' })));
  const statements = await counted((w) =>
    w.win(
      NOVA_STUDIO,
      request({
        transactionId: `win-${randomUUID()}`,
        referenceTransactionId: betId,
        roundId,
        amount: '25',
        roundClosed: true,
      }),
    ),
  );
  expect(statements).toBe(7);
});

it('a replayed call costs one round trip', async () => {
  const body = request({ transactionId: `bet-${randomUUID()}`, roundId: `round-${randomUUID()}`, amount: '10' });
  await counted((w) => w.bet(NOVA_STUDIO, body));
  expect(await counted((w) => w.bet(NOVA_STUDIO, body))).toBe(1);
});
