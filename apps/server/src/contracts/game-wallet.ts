import { z } from 'zod';

/**
 * The seamless-wallet contract (DESIGN §1): a game provider keeps no player money; it asks the
 * platform to move it, one call per bet, win or rollback, modelled on the aggregator wallet APIs
 * (Hub88 `/user/balance`, `/transaction/bet|win|rollback`; St8 debit/credit/cancel).
 *
 * Transport: `POST {platformBase}/api/game-wallet/{providerId}/{balance|bet|win|rollback}`, JSON
 * body, header `x-casino-signature` = `sign(providerWalletSecret, rawBody)` from
 * `contracts/signature.ts`. Every answer that the contract defines is HTTP 200 with a `status`
 * result code below; a provider retries the same request (same `transactionId`) on a timeout
 * or a 5xx and always gets the first answer back.
 */

export const GAME_WALLET_SIGNATURE_HEADER = 'x-casino-signature';

export const WALLET_OPERATIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletOperation = (typeof WALLET_OPERATIONS)[number];

export const WALLET_RESULT_CODES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'WRONG_CURRENCY',
  /** The answer carries the balance the bet did not fit in. */
  'NOT_ENOUGH_MONEY',
  'USER_DISABLED',
  /** Player protection (the limits issue): a bet limit or loss limit refuses the bet. */
  'BET_LIMIT_REACHED',
  'LOSS_LIMIT_REACHED',
  /** The transaction id is known with other fields (amount, round, game, kind …). */
  'DUPLICATE_TRANSACTION',
  /** A win or rollback names a bet the platform never accepted. */
  'TRANSACTION_DOES_NOT_EXIST',
  /** A win names a bet that was rolled back, or a bet arrives after its rollback. */
  'TRANSACTION_ROLLED_BACK',
  'INVALID_GAME',
  /** The body does not match the schema of the operation. */
  'WRONG_SYNTAX',
  /**
   * Added with the platform's wallet (issue 13): the round is over (closed, or every stake in it
   * rolled back), so no bet or win may join it; or the bet to roll back is already settled (its
   * round closed or a win paid on it), so it can no longer be undone.
   */
  'ROUND_CLOSED',
] as const;
export type WalletResultCode = (typeof WALLET_RESULT_CODES)[number];

/** Minor units of the currency as a decimal string, so that no amount is ever a float. */
const minorAmount = z.string().regex(/^(0|[1-9]\d{0,17})$/);
const id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);
const currency = z.string().regex(/^[A-Z0-9]{2,10}$/);

const base = z.object({
  /** Unique per HTTP request (tracing); retries of one transaction send a new one. */
  requestId: id,
  /** The token the platform minted at launch: it binds player, game and currency. */
  sessionToken: z.string().min(16).max(200),
  gameId: id,
});

export const balanceRequest = base.extend({ currency });
export type BalanceRequest = z.infer<typeof balanceRequest>;

const transaction = base.extend({
  /** The provider's id of this movement: applied once, its answer replayed on every retry. */
  transactionId: id,
  roundId: id,
  currency,
  amount: minorAmount,
  /** True when the provider will send nothing more for this round. */
  roundClosed: z.boolean(),
});

export const betRequest = transaction;
export type BetRequest = z.infer<typeof betRequest>;

export const winRequest = transaction.extend({
  /** The bet this win pays (its transactionId). */
  referenceTransactionId: id,
});
export type WinRequest = z.infer<typeof winRequest>;

/** Undoes a bet: its stake goes back to the player. The amount must equal the bet's. */
export const rollbackRequest = transaction.extend({
  referenceTransactionId: id,
});
export type RollbackRequest = z.infer<typeof rollbackRequest>;

export const walletRequestSchemas = {
  balance: balanceRequest,
  bet: betRequest,
  win: winRequest,
  rollback: rollbackRequest,
} as const;

export const walletResponse = z.object({
  status: z.enum(WALLET_RESULT_CODES),
  requestId: z.string(),
  /** The player's spendable balance after the call (real + bonus), minor units; absent when unknown. */
  balance: minorAmount.optional(),
  currency: currency.optional(),
  /** The platform's id of the movement, on OK answers to bet, win and rollback. */
  platformTransactionId: z.string().optional(),
});
export type WalletResponse = z.infer<typeof walletResponse>;
