/**
 * Every domain event type, in one place. A producer writes one with `recordEvent` in the
 * transaction of the change it describes; consumers subscribe by these names. Add a type
 * here (with what its payload carries) before writing it. Amounts in payloads are minor
 * units as decimal strings.
 */
export const DOMAIN_EVENT_TYPES = [
  /** A stake taken: { roundId, transactionId, gameId, currency, amount }. */
  'game.bet',
  /** A win paid: { roundId, transactionId, gameId, currency, amount }. */
  'game.win',
  /** A bet or win undone: { roundId, transactionId, referenceTransactionId, gameId, currency, amount }. */
  'game.rollback',
  /** A round closed: { roundId, gameId, currency, betAmount, winAmount }. */
  'game.round.closed',
  /** A deposit credited to the player's wallet account: see DepositCredited. */
  'payment.deposit.credited',
  /** A withdrawal paid out by the provider: see WithdrawalSettled. */
  'payment.withdrawal.completed',
  /** A withdrawal the provider refused or that failed: the reserved amount went back to the player. */
  'payment.withdrawal.failed',
] as const;

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface DepositCredited {
  invoiceId: string;
  walletAccountId: string;
  methodId: string;
  currency: string;
  amount: string;
}

export type WithdrawalSettled = DepositCredited;
