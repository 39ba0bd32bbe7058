import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  GAME_WALLET_SIGNATURE_HEADER,
  walletRequestSchemas,
  WALLET_OPERATIONS,
  type WalletOperation,
  type WalletResponse,
} from '../../contracts/game-wallet.js';
import { sign, verifySignature } from '../../contracts/signature.js';
import { injectTransport } from '../../http/inject-transport.js';
import { novaStudioProvider } from './plugin.js';
import type { NovaStudioTables } from './tables.js';

export type WalletCall = { operation: WalletOperation; body: Record<string, string | boolean>; applied: boolean };

/**
 * How the fake wallet misbehaves for an operation: `drop` applies the call but loses the answer
 * (HTTP 502) that many times; `down` answers 503 without applying anything that many times
 * (Infinity: never comes back).
 */
export type Fault = { drop?: number; down?: number };

export interface FakeWalletState {
  balances: Map<string, bigint>;
  calls: WalletCall[];
  faults: Partial<Record<WalletOperation, Fault>>;
  /** Stored answers by transaction id: a replay gets the first answer. */
  answers: Map<string, WalletResponse>;
  bets: Map<string, { amount: bigint; token: string; rolledBack: boolean }>;
}

export const newWalletState = (): FakeWalletState => ({
  balances: new Map(),
  calls: [],
  faults: {},
  answers: new Map(),
  bets: new Map(),
});

/**
 * A platform wallet as small as the contract allows: balances per session token, each
 * transaction applied once and its answer replayed, rollbacks recorded before their bet.
 */
export const fakeWalletPlugin: FastifyPluginAsync<{ secret: string; state: FakeWalletState }> = async (
  app,
  { secret, state },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  for (const operation of WALLET_OPERATIONS) {
    app.post(`/${operation}`, async (request, reply) => {
      const raw = request.body as string;
      const header = request.headers[GAME_WALLET_SIGNATURE_HEADER];
      const body = JSON.parse(raw) as Record<string, string | boolean>;
      const fault = state.faults[operation];
      if (fault?.down) {
        fault.down--;
        state.calls.push({ operation, body, applied: false });
        return reply.code(503).send('down');
      }
      const answer = (response: Omit<WalletResponse, 'requestId'>) => ({
        requestId: String(body.requestId),
        ...response,
      });
      if (!verifySignature(secret, raw, typeof header === 'string' ? header : undefined).ok) {
        return answer({ status: 'INVALID_SIGNATURE' });
      }
      const parsed = walletRequestSchemas[operation].safeParse(body);
      if (!parsed.success) return answer({ status: 'WRONG_SYNTAX' });
      const token = String(body.sessionToken);
      const balance = state.balances.get(token);
      if (balance === undefined) return answer({ status: 'INVALID_TOKEN' });
      const transactionId = operation === 'balance' ? null : String(body.transactionId);
      let result: Omit<WalletResponse, 'requestId'>;
      const replayed = transactionId ? state.answers.get(transactionId) : undefined;
      if (replayed) {
        result = replayed;
      } else {
        result = apply(state, operation, body, token, balance);
        if (transactionId) state.answers.set(transactionId, { requestId: '', ...result });
      }
      state.calls.push({ operation, body, applied: !replayed && result.status === 'OK' });
      if (fault?.drop) {
        fault.drop--;
        return reply.code(502).send('bad gateway');
      }
      return answer(result);
    });
  }
};

function apply(
  state: FakeWalletState,
  operation: WalletOperation,
  body: Record<string, string | boolean>,
  token: string,
  balance: bigint,
): Omit<WalletResponse, 'requestId'> {
  const amount = BigInt(String(body.amount ?? '0'));
  const ok = (next: bigint) => {
    state.balances.set(token, next);
    return { status: 'OK' as const, balance: next.toString(), currency: String(body.currency) };
  };
  if (operation === 'balance') return ok(balance);
  const id = String(body.transactionId);
  if (operation === 'bet') {
    if (state.bets.get(id)?.rolledBack) return { status: 'TRANSACTION_ROLLED_BACK' };
    if (amount > balance) return { status: 'NOT_ENOUGH_MONEY', balance: balance.toString() };
    state.bets.set(id, { amount, token, rolledBack: false });
    return ok(balance - amount);
  }
  const reference = String(body.referenceTransactionId);
  const bet = state.bets.get(reference);
  if (operation === 'win') {
    if (!bet) return { status: 'TRANSACTION_DOES_NOT_EXIST' };
    if (bet.rolledBack) return { status: 'TRANSACTION_ROLLED_BACK' };
    return ok(balance + amount);
  }
  if (!bet) {
    // Recorded before its bet: the late bet will be refused.
    state.bets.set(reference, { amount, token, rolledBack: true });
    return ok(balance);
  }
  bet.rolledBack = true;
  return ok(balance + bet.amount);
}

export interface StudioUnderTest {
  studio: FastifyInstance;
  wallet: FakeWalletState;
  apiSecret: string;
  close(): Promise<void>;
}

export const TEST_WALLET_SECRET = 'test-wallet-secret-0123456789abcdef';
export const TEST_API_SECRET = 'test-api-secret-0123456789abcdef0123';

/** The studio in a Fastify of its own, on a migrated test database, its wallet a fake one. */
export async function startStudio(db: Kysely<NovaStudioTables>): Promise<StudioUnderTest> {
  const wallet = newWalletState();
  const walletServer = Fastify({ logger: false });
  await walletServer.register(fakeWalletPlugin, { secret: TEST_WALLET_SECRET, state: wallet });
  await walletServer.ready();
  const studio = Fastify({ logger: false });
  studio.setValidatorCompiler(validatorCompiler);
  studio.setSerializerCompiler(serializerCompiler);
  await studio.register(novaStudioProvider, {
    db,
    walletSecret: TEST_WALLET_SECRET,
    apiSecret: TEST_API_SECRET,
    walletTransport: injectTransport(walletServer),
    basePath: '/providers/nova-studio',
    retryDelaysMs: [0, 0, 0],
    sweepEveryMs: 0,
  });
  await studio.ready();
  return {
    studio,
    wallet,
    apiSecret: TEST_API_SECRET,
    async close() {
      await studio.close();
      await walletServer.close();
    },
  };
}

/** A platform call to the studio's API, signed as the platform signs it. */
export function signedInject(
  studio: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  secret = TEST_API_SECRET,
) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  return studio.inject({
    method,
    url: `/providers/nova-studio${path}`,
    headers: {
      'x-casino-signature': sign(secret, raw),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: raw }),
  });
}
