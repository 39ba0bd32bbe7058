import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { systemAccount, type AccountId } from './accounts.js';
import { accountBalances, testPlayerAccount } from './test-helpers.js';
import {
  post,
  reserve,
  transfer,
  voidPending,
  type LedgerResult,
  type SettleRequest,
  type TransferRequest,
} from './transfers.js';
import { verifyLedger } from './verify.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAYERS = 3;
const player = fc.nat({ max: PLAYERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 1_000n });

type Op =
  | { kind: 'deposit'; player: number; amount: bigint }
  | { kind: 'adjustment'; player: number; amount: bigint; toPlayer: boolean }
  | { kind: 'withdrawal'; player: number; amount: bigint; then: 'post' | 'void' | 'race' }
  | { kind: 'replay'; of: number; changed: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), player, amount }),
  fc.record({ kind: fc.constant('adjustment' as const), player, amount, toPlayer: fc.boolean() }),
  fc.record({
    kind: fc.constant('withdrawal' as const),
    player,
    amount,
    then: fc.constantFrom('post' as const, 'void' as const, 'race' as const),
  }),
  fc.record({ kind: fc.constant('replay' as const), of: fc.nat(), changed: fc.boolean() }),
);

/** What the books of one player should say, from the results the ledger gave. */
interface Expected {
  balance: bigint;
  held: bigint;
}

/** A request that succeeded, kept to be sent again. */
type Done =
  | { kind: 'move'; request: TransferRequest; pending: boolean; id: bigint }
  | { kind: 'settle'; request: SettleRequest; post: boolean; id: bigint };

interface Settlement {
  player: number;
  pendingId: bigint;
  amount: bigint;
  then: 'post' | 'void' | 'race';
}

it('random interleavings of deposits, withdrawals, adjustments and replays keep the books balanced and match a model', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
      (batches) => runScenario(batches),
    ),
    { numRuns: 20 },
  );
});

async function runScenario(batches: Op[][]): Promise<void> {
  const db = t.database.db;
  const run = randomUUID();
  let counter = 0;
  const nextKey = () => `prop:${run}:${(counter += 1)}`;
  const accounts = await Promise.all(Array.from({ length: PLAYERS }, () => testPlayerAccount(db)));
  const expected: Expected[] = accounts.map(() => ({ balance: 0n, held: 0n }));
  const done: Done[] = [];
  let settlements: Settlement[] = [];

  const request = async (
    debit: AccountId | 'psp' | 'house',
    credit: AccountId | 'psp' | 'house',
    value: bigint,
    reason: TransferRequest['reason'],
  ): Promise<TransferRequest> => {
    const idempotencyKey = nextKey();
    const resolve = (side: AccountId | 'psp' | 'house') =>
      side === 'psp'
        ? systemAccount(db, 'psp:property', 'EUR', idempotencyKey)
        : side === 'house'
          ? systemAccount(db, 'house', 'EUR', idempotencyKey)
          : side;
    return {
      idempotencyKey,
      debit: await resolve(debit),
      credit: await resolve(credit),
      amount: value,
      currency: 'EUR',
      reason,
    };
  };

  // The last round settles the reserves the ops left open.
  for (const batch of [...batches, []]) {
    const before = expected.map((e) => ({ ...e }));
    const spent = expected.map(() => [] as { amount: bigint; ok: boolean }[]);
    const checks: (() => void)[] = [];
    const work: Promise<void>[] = [];

    // A player's debit may fail only if the funds really were not there: even if every
    // other debit of this round went first, less than `amount` was left.
    const debitOf = (who: number, value: bigint, result: LedgerResult<string>) => {
      const entry = { amount: value, ok: result.ok };
      spent[who]!.push(entry);
      if (result.ok) return;
      expect(result.code).toBe('INSUFFICIENT_FUNDS');
      checks.push(() => {
        const others = spent[who]!.filter((e) => e !== entry && e.ok).reduce((sum, e) => sum + e.amount, 0n);
        expect(value).toBeGreaterThan(before[who]!.balance - before[who]!.held - others);
      });
    };

    for (const o of batch) {
      work.push(
        (async () => {
          switch (o.kind) {
            case 'deposit': {
              const r = await request('psp', accounts[o.player]!, o.amount, 'deposit');
              const result = await transfer(db, r);
              expect(result).toMatchObject({ ok: true, replayed: false });
              if (!result.ok) return;
              expected[o.player]!.balance += o.amount;
              done.push({ kind: 'move', request: r, pending: false, id: result.transfer.id });
              return;
            }
            case 'adjustment': {
              const r = o.toPlayer
                ? await request('house', accounts[o.player]!, o.amount, 'adjustment')
                : await request(accounts[o.player]!, 'house', o.amount, 'adjustment');
              const result = await transfer(db, r);
              if (o.toPlayer) expect(result.ok).toBe(true);
              else debitOf(o.player, o.amount, result);
              if (!result.ok) return;
              expected[o.player]!.balance += o.toPlayer ? o.amount : -o.amount;
              done.push({ kind: 'move', request: r, pending: false, id: result.transfer.id });
              return;
            }
            case 'withdrawal': {
              const r = await request(accounts[o.player]!, 'psp', o.amount, 'withdrawal');
              const result = await reserve(db, r);
              debitOf(o.player, o.amount, result);
              if (!result.ok) return;
              expected[o.player]!.held += o.amount;
              done.push({ kind: 'move', request: r, pending: true, id: result.transfer.id });
              settlements.push({ player: o.player, pendingId: result.transfer.id, amount: o.amount, then: o.then });
              return;
            }
            case 'replay': {
              const earlier = done[o.of % Math.max(done.length, 1)];
              if (!earlier) return;
              const result =
                earlier.kind === 'move'
                  ? await (earlier.pending ? reserve : transfer)(db, {
                      ...earlier.request,
                      amount: o.changed ? BigInt(earlier.request.amount) + 1n : earlier.request.amount,
                    })
                  : await (earlier.post !== o.changed ? post : voidPending)(db, earlier.request);
              expect(result).toEqual(
                o.changed
                  ? { ok: false, code: 'IDEMPOTENCY_CONFLICT' }
                  : { ok: true, replayed: true, transfer: expect.objectContaining({ id: earlier.id }) },
              );
              return;
            }
          }
        })(),
      );
    }

    const settling = settlements;
    settlements = [];
    for (const s of settling) {
      const settle = async (doPost: boolean) => {
        const r: SettleRequest = { pendingId: s.pendingId, idempotencyKey: nextKey() };
        const result = await (doPost ? post : voidPending)(db, r);
        if (result.ok) done.push({ kind: 'settle', request: r, post: doPost, id: result.transfer.id });
        return result;
      };
      work.push(
        (async () => {
          const results = await Promise.all(
            s.then === 'race' ? [settle(true), settle(false)] : [settle(s.then === 'post')],
          );
          const winner = results.find((r) => r.ok);
          expect(winner).toBeDefined();
          if (!winner?.ok) return;
          for (const loser of results.filter((r) => r !== winner)) {
            expect(loser).toEqual({
              ok: false,
              code: winner.transfer.status === 'posted' ? 'ALREADY_POSTED' : 'ALREADY_VOIDED',
            });
          }
          expected[s.player]!.held -= s.amount;
          if (winner.transfer.status === 'posted') expected[s.player]!.balance -= s.amount;
        })(),
      );
    }

    await Promise.all(work);
    for (const check of checks) check();
    for (const [i, account] of accounts.entries()) {
      const actual = await accountBalances(db, account);
      expect({ balance: actual.balance, held: actual.debitsPending }).toEqual(expected[i]);
      expect(actual.available).toBeGreaterThanOrEqual(0n);
    }
    expect((await verifyLedger(db)).violations).toEqual([]);
  }
}
