import { unsafeTextPaths } from '@casino/shared/safe-text';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GAME_WALLET_SIGNATURE_HEADER,
  WALLET_OPERATIONS,
  walletRequestSchemas,
  walletResponse,
  type WalletOperation,
  type WalletResponse,
} from '../../../contracts/game-wallet.js';
import { verifySignature } from '../../../contracts/signature.js';
import { publishRoundChange } from '../history/push.js';
import { GameWallet, type WalletOutcome } from './service.js';

/**
 * The secret a provider signs its wallet calls with (`game-provider:<id>:wallet`), or null for
 * a provider this site does not know. The provider registry is the catalogue's.
 */
export function walletSecretFor(app: FastifyInstance, providerId: string): string | null {
  return app.gameProviders.walletSecret(providerId);
}

/** The request id to echo: the body's when it names one we can repeat, else empty. */
function requestIdOf(body: unknown): string {
  const id = (body as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' && /^[\w.:-]{1,100}$/.test(id) ? id : '';
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * `POST /api/game-wallet/{providerId}/{balance|bet|win|rollback}` (contracts/game-wallet.ts).
 * Called by game providers, not players: no player auth, and every answer the contract defines
 * is HTTP 200 with its result code. The signature is checked on the exact bytes received, so
 * the body is kept raw and validated here, after the signature, in the contract's terms.
 */
export const gameWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = new GameWallet(app.db);
  const raw = (_request: unknown, body: string, done: (error: null, body: string) => void) => done(null, body);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, raw);
  // Whatever else a provider sends is answered WRONG_SYNTAX by the contract, not 415.
  app.addContentTypeParser('*', { parseAs: 'string' }, raw);

  const operate: Record<WalletOperation, (providerId: string, body: never) => Promise<WalletOutcome>> = {
    balance: (providerId, body) => wallet.balance(providerId, body),
    bet: (providerId, body) => wallet.bet(providerId, body),
    win: (providerId, body) => wallet.win(providerId, body),
    rollback: (providerId, body) => wallet.rollback(providerId, body),
  };

  for (const operation of WALLET_OPERATIONS) {
    const schema = walletRequestSchemas[operation];
    app.post(
      `/game-wallet/:providerId/${operation}`,
      {
        config: { checksOwnStrings: true },
        // The body schema documents the call; the raw body is checked against it in the handler.
        validatorCompiler: (route) =>
          route.httpPart === 'body'
            ? (data) => ({ value: data })
            : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
        schema: {
          tags: ['game-wallet'],
          summary: `Seamless wallet: ${operation} (a game provider's call, signed with x-casino-signature)`,
          params: z.object({ providerId: z.string().max(40) }),
          body: schema,
          response: { 200: walletResponse },
        },
      },
      async (request): Promise<WalletResponse> => {
        const { providerId } = request.params;
        const body = typeof request.body === 'string' ? request.body : '';
        const parsed = parseJson(body);
        const requestId = parsed.ok ? requestIdOf(parsed.value) : '';
        const secret = walletSecretFor(app, providerId);
        const header = request.headers[GAME_WALLET_SIGNATURE_HEADER];
        const check = secret
          ? verifySignature(secret, body, Array.isArray(header) ? header[0] : header)
          : { ok: false as const, reason: 'UNKNOWN_PROVIDER' };
        if (!check.ok) {
          request.log.warn({ providerId, operation, reason: check.reason }, 'game wallet: signature refused');
          return { status: 'INVALID_SIGNATURE', requestId };
        }
        const valid = parsed.ok && unsafeTextPaths(parsed.value).length === 0 ? schema.safeParse(parsed.value) : null;
        if (!valid?.success) return { status: 'WRONG_SYNTAX', requestId };

        const outcome = await operate[operation](providerId, valid.data as never);
        const { change } = outcome;
        if (change) {
          // After the commit and off the provider's clock: a slow socket never delays its answer.
          publishRoundChange(app, change).catch((error: unknown) =>
            app.log.warn({ err: error, roundId: change.roundId }, 'game wallet: push failed'),
          );
        }
        return outcome.answer;
      },
    );
  }
};
