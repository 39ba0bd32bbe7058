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
  /** A deposit credited to the player's wallet account: InvoicePayload & { number } (1 = first deposit). */
  'payment.deposit.credited',
  /**
   * A deposit the provider collected that a limit or an exclusion taken since forbids crediting:
   * the money is held on the ledger as owed back to the player until it is returned. InvoicePayload.
   */
  'payment.deposit.held-for-return',
  /** A withdrawal's amount reserved on the player's account: InvoicePayload. */
  'payment.withdrawal.requested',
  /** A withdrawal paid out by the provider: InvoicePayload. */
  'payment.withdrawal.completed',
  /** A withdrawal's reserved amount given back to the player: InvoicePayload & { reason }. */
  'payment.withdrawal.failed',
  /** A sport bet accepted, its stake reserved: { betId, kind, currency, stake, isLive, legs }. */
  'sport.bet.placed',
  /** A sport bet held for its live delay and refused, its stake released: { betId, currency, stake, reason }. */
  'sport.bet.refused',
  /** A sport bet settled, by the feed or a cash-out: { betId, status, currency, stake, payout, paid, messageId }. */
  'sport.bet.settled',
  /** A settled sport bet opened again by a feed rollback: { betId, currency, reclaimed, clawbackDue, messageId }. */
  'sport.bet.reopened',
] as const;

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

/** What every payment event carries about its invoice. */
export interface InvoicePayload {
  invoiceId: string;
  walletAccountId: string;
  methodId: string;
  currency: string;
  amount: string;
}

export type WithdrawalFailureReason = 'provider-refused' | 'provider-failed' | 'never-sent' | 'cancelled-by-player';
