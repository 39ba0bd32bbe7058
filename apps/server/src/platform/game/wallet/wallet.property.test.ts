import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WalletOperation, WalletResponse } from '../../../contracts/game-wallet.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { verifyLedger } from '../../ledger/verify.js';
import { playerBalance, ProviderWallet, seatPlayer, walletBody, type TablePlayer } from './test-helpers.js';

// On PostgreSQL (TEST_DATABASE_URL) the calls of one batch really run side by side; on PGlite
// they are serialised. The invariants must hold either way.
let t: TestApp;
let wallet: ProviderWallet;
beforeAll(async () => {
  t = await createTestApp();
  wallet = new ProviderWallet(t.app);
});
afterAll(() => t.close());

const ROUNDS = 3;
const BETS = 4;
const FUNDS = 1_000n;

type Op =
  | { kind: 'bet'; round: number; bet: number; amount: bigint; closes: boolean }
  | { kind: 'win'; round: number; bet: number; amount: bigint; closes: boolean }
  | { kind: 'rollback'; round: number; bet: number; closes: boolean }
  | { kind: 'replay'; of: number }
  | { kind: 'duplicate'; of: number };

const round = fc.nat({ max: ROUNDS - 1 });
const bet = fc.nat({ max: BETS - 1 });
const amount = fc.bigInt({ min: 0n, max: 400n });
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), round, bet, amount, closes: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('win' as const), round, bet, amount, closes: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), round, bet, closes: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('replay' as const), of: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('duplicate' as const), of: fc.nat() }), weight: 1 },
);
/** Calls in one batch are sent at once; batches one after the other. */
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });

interface Sent {
  operation: WalletOperation;
  body: Record<string, unknown>;
  answer: WalletResponse;
  batch: number;
}

/** Ids shared by the calls of one run: a bet id per round and slot, so wins and rollbacks can name it. */
function ids(run: string) {
  return {
    round: (r: number) => `${run}-r${r}`,
    bet: (r: number, b: number) => `${run}-r${r}-b${b}`,
    fresh: (kind: string) => `${run}-${kind}-${randomUUID()}`,
  };
}

function request(player: TablePlayer, run: ReturnType<typeof ids>, op: Op, sent: Sent[]) {
  if (op.kind === 'replay' || op.kind === 'duplicate') {
    const earlier = sent[op.of % Math.max(sent.length, 1)];
    if (!earlier) return null;
    const body =
      op.kind === 'replay'
        ? earlier.body
        : { ...earlier.body, amount: String(BigInt(earlier.body.amount as string) + 1n) };
    return { operation: earlier.operation, body };
  }
  const common = walletBody(player, { roundId: run.round(op.round), roundClosed: op.closes });
  if (op.kind === 'bet') {
    return {
      operation: 'bet' as const,
      body: { ...common, transactionId: run.bet(op.round, op.bet), amount: op.amount.toString() },
    };
  }
  const reference = run.bet(op.round, op.bet);
  if (op.kind === 'win') {
    return {
      operation: 'win' as const,
      body: {
        ...common,
        transactionId: run.fresh('win'),
        referenceTransactionId: reference,
        amount: op.amount.toString(),
      },
    };
  }
  // A rollback names its bet's amount; for a bet never placed, the amount it would have had.
  const placed = sent.find((s) => s.operation === 'bet' && s.body.transactionId === reference);
  return {
    operation: 'rollback' as const,
    body: {
      ...common,
      transactionId: run.fresh('rb'),
      referenceTransactionId: reference,
      amount: (placed?.body.amount as string | undefined) ?? '100',
    },
  };
}

it('keeps the ledger balanced, the player solvent and every round total true, whatever the interleaving', async () => {
  await fc.assert(
    fc.asyncProperty(batches, async (plan) => {
      const player = await seatPlayer(t.database.db, { funds: FUNDS });
      const run = ids(randomUUID().slice(0, 8));
      const sent: Sent[] = [];

      for (const [index, batch] of plan.entries()) {
        const requests = batch.map((op) => request(player, run, op, sent)).filter((r) => r !== null);
        const answers = await Promise.all(requests.map((r) => wallet.call(r.operation, r.body)));
        requests.forEach((r, i) => sent.push({ ...r, answer: answers[i]!, batch: index }));
      }

      // A replay sent after its original was answered OK gets that very answer.
      for (const later of sent) {
        const first = sent.find(
          (s) => s.batch < later.batch && s.body.transactionId === later.body.transactionId && s.answer.status === 'OK',
        );
        if (!first) continue;
        const same =
          JSON.stringify({ ...first.body, requestId: '' }) === JSON.stringify({ ...later.body, requestId: '' });
        if (same) expect({ ...later.answer, requestId: '' }).toEqual({ ...first.answer, requestId: '' });
        else expect(later.answer.status).toBe('DUPLICATE_TRANSACTION');
      }
      expect(sent.every((s) => s.answer.status !== 'INVALID_SIGNATURE')).toBe(true);

      const report = await verifyLedger(t.database.db);
      expect(report.violations).toEqual([]);

      // The player's money is what the recorded transactions say, each moved by one transfer.
      const { rows } = await sql<{ kind: string; amount: string; transfer_amount: string | null; transfers: string }>`
        select g.kind, g.amount::text, l.amount::text as transfer_amount,
          (select count(*) from ledger_transfers x where x.idempotency_key like 'game:' || g.provider_identity || ':' || g.provider_transaction_id || '%')::text as transfers
        from game_transactions g
        join game_rounds r on r.id = g.round_id
        left join ledger_transfers l on l.id = g.ledger_transfer_id
        where r.player_id = ${player.playerId}`.execute(t.database.db);
      let expected = FUNDS;
      for (const row of rows) {
        const moved = row.transfer_amount === null ? 0n : BigInt(row.transfer_amount);
        expect(moved === 0n ? '0' : row.transfer_amount).toBe(moved === 0n ? '0' : row.amount);
        expect(Number(row.transfers)).toBe(moved === 0n ? 0 : 1);
        expected += row.kind === 'bet' ? -moved : moved;
      }
      const balance = await playerBalance(t.database.db, player.playerId);
      expect(balance).toBe(expected);
      expect(balance).toBeGreaterThanOrEqual(0n);

      // Each round's totals are its bets not rolled back and its wins.
      const { rows: rounds } = await sql<{ bet_total: string; win_total: string; bets: string; wins: string }>`
        select r.bet_total::text, r.win_total::text,
          (select coalesce(sum(b.amount), 0)::text from game_transactions b
            where b.round_id = r.id and b.kind = 'bet'
              and not exists (select 1 from game_transactions x
                where x.kind = 'rollback' and x.provider_identity = b.provider_identity
                  and x.reference_transaction_id = b.provider_transaction_id)) as bets,
          (select coalesce(sum(w.amount), 0)::text from game_transactions w
            where w.round_id = r.id and w.kind = 'win') as wins
        from game_rounds r
        where r.player_id = ${player.playerId}`.execute(t.database.db);
      for (const stored of rounds) {
        expect(stored.bet_total).toBe(stored.bets);
        expect(stored.win_total).toBe(stored.wins);
      }
    }),
    { numRuns: 25 },
  );
}, 240_000);
