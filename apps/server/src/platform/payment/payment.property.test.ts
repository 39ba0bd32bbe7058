import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import type { WebhookEvent } from '../../contracts/payment.js';
import { installTestProvider, sendWebhook, webhookFor } from './test-provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  installTestProvider(t.app);
});
afterAll(() => t.close());

const PLAYERS = 2;
const card = { methodId: 'sandbox.deposit.visa', payer: { firstName: 'Ada', lastName: 'Lovelace' } };
const cashOut = {
  methodId: 'sandbox.withdrawal.cash-agent',
  payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
};

type Op =
  | { kind: 'deposit'; player: number; amount: number }
  | { kind: 'withdraw'; player: number; amount: number }
  | { kind: 'racingWithdrawals'; player: number; amounts: [number, number] }
  | { kind: 'webhook'; invoice: number; status: 'succeeded' | 'failed'; twice: boolean }
  | { kind: 'decline'; invoice: number }
  | { kind: 'replay'; event: number };

const player = fc.nat({ max: PLAYERS - 1 });
const amount = fc.integer({ min: 1_000, max: 30_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player, amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player, amount }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('racingWithdrawals' as const),
      player,
      amounts: fc.tuple(amount, amount),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('webhook' as const),
      invoice: fc.nat(),
      status: fc.constantFrom('succeeded' as const, 'failed' as const),
      twice: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), invoice: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), event: fc.nat() }) },
);

interface Invoice {
  id: string;
  player: number;
  type: 'deposit' | 'withdrawal';
  amount: number;
  currency: string;
  status: 1 | 2 | 3;
  /** A deposit is credited once, on the provider's first success, whatever happened before. */
  credited: boolean;
}

/** What each player's account must show, worked out from the rules alone. */
interface Books {
  spendable: number;
  reserved: number;
}

/** The outcome the rules predict for the provider's word on an invoice, and what it does to the books. */
function predict(invoice: Invoice, status: 'succeeded' | 'failed', books: Books): 'applied' | 'ignored' | 'conflict' {
  if (invoice.type === 'deposit') {
    if (status === 'succeeded') {
      if (invoice.credited) return 'ignored';
      invoice.credited = true;
      invoice.status = 2;
      books.spendable += invoice.amount;
      return 'applied';
    }
    if (invoice.status !== 1) return 'ignored';
    invoice.status = 3;
    return 'applied';
  }
  // The same final word again (a late webhook after reconciliation settled it) changes nothing.
  if (status === 'succeeded') {
    if (invoice.status === 3) return 'conflict';
    if (invoice.status === 2) return 'ignored';
    books.reserved -= invoice.amount;
    invoice.status = 2;
    return 'applied';
  }
  if (invoice.status === 2) return 'conflict';
  if (invoice.status === 3) return 'ignored';
  books.reserved -= invoice.amount;
  books.spendable += invoice.amount;
  invoice.status = 3;
  return 'applied';
}

const OUTCOME_STATUS = { applied: 200, ignored: 200, replayed: 200, conflict: 409 } as const;

it('keeps balances, holds and the ledger right through any mix of deposits, withdrawals, declines, webhooks, replays and races', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
      const players: TestPlayer[] = [];
      for (let i = 0; i < PLAYERS; i++) players.push(await registerTestPlayer(t.app, { currency: 'EUR' }));
      const books: Books[] = players.map(() => ({ spendable: 0, reserved: 0 }));
      const invoices: Invoice[] = [];
      const delivered: WebhookEvent[] = [];
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: number, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(players[who]!.accessToken), ...(payload ? { payload } : {}) });

      const withdraw = async (who: number, sum: number) => {
        const res = await call('POST', '/api/payment/invoices/withdrawal', who, { ...cashOut, amount: sum });
        if (res.statusCode === 201) {
          invoices.push({ ...res.json(), player: who, credited: false });
          books[who]!.spendable -= sum;
          books[who]!.reserved += sum;
        }
        return res.statusCode;
      };

      for (const step of ops) {
        if (step.kind === 'deposit') {
          const res = await call('POST', '/api/payment/invoices/deposit', step.player, {
            ...card,
            amount: step.amount,
          });
          expect(res.statusCode).toBe(201);
          invoices.push({ ...res.json(), player: step.player, credited: false });
        } else if (step.kind === 'withdraw') {
          const enough = step.amount <= books[step.player]!.spendable;
          expect(await withdraw(step.player, step.amount)).toBe(enough ? 201 : 422);
        } else if (step.kind === 'racingWithdrawals') {
          const before = books[step.player]!.spendable;
          const codes = await Promise.all(step.amounts.map((sum) => withdraw(step.player, sum)));
          const taken = step.amounts.reduce((sum, a, i) => sum + (codes[i] === 201 ? a : 0), 0);
          expect(taken).toBeLessThanOrEqual(before);
          for (const [i, code] of codes.entries()) {
            // A refusal is only for want of money: what the winner left could not cover it.
            if (code !== 201) expect(step.amounts[i]!).toBeGreaterThan(before - taken);
          }
        } else if (step.kind === 'webhook' && invoices.length > 0) {
          const invoice = invoices[step.invoice % invoices.length]!;
          const event = webhookFor(invoice, step.status);
          const expected = predict(invoice, step.status, books[invoice.player]!);
          const sends = step.twice
            ? [sendWebhook(t.app, event), sendWebhook(t.app, event)]
            : [sendWebhook(t.app, event)];
          const answers = await Promise.all(sends);
          for (const answer of answers) expect(answer.statusCode).toBe(OUTCOME_STATUS[expected]);
          if (expected !== 'conflict') {
            const outcomes = answers.map((a) => a.json().outcome).sort();
            expect(outcomes).toEqual(step.twice ? [expected, 'replayed'].sort() : [expected]);
            delivered.push(event);
          }
        } else if (step.kind === 'decline' && invoices.length > 0) {
          const invoice = invoices[step.invoice % invoices.length]!;
          const res = await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, invoice.player);
          expect(res.statusCode).toBe(invoice.status === 1 ? 200 : 409);
          if (invoice.status === 1) {
            invoice.status = 3;
            if (invoice.type === 'withdrawal') {
              books[invoice.player]!.reserved -= invoice.amount;
              books[invoice.player]!.spendable += invoice.amount;
            }
          }
        } else if (step.kind === 'replay' && delivered.length > 0) {
          const res = await sendWebhook(t.app, delivered[step.event % delivered.length]!);
          expect(res.statusCode).toBe(200);
          expect(res.json().outcome).toBe('replayed');
        }
      }

      for (const [i] of players.entries()) {
        const [account] = (await call('GET', '/api/wallet/accounts', i)).json().data;
        expect({ spendable: account.balance, reserved: account.reserved }).toEqual(books[i]);
      }
      for (const invoice of invoices) {
        expect((await call('GET', `/api/payment/invoices/${invoice.id}`, invoice.player)).json().status).toBe(
          invoice.status,
        );
      }
      await expectLedgerBalanced(t.app.db);
    }),
    { numRuns: 20 },
  );
}, 180_000);
