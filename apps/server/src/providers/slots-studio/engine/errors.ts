/**
 * A request the rules of a game refuse: a stake off the bet step or outside the limits, an
 * illegal roulette bet, a blackjack action the hand does not allow, a draw on a finished hand.
 * The studio's server answers it as a client error; it never means a fault in the engine.
 */
export type GameRuleCode = 'INVALID_STAKE' | 'INVALID_BET' | 'ILLEGAL_ACTION' | 'ROUND_FINISHED';

export class GameRuleError extends Error {
  override readonly name = 'GameRuleError';
  constructor(
    readonly code: GameRuleCode,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses a stake that is not a multiple of the title's bet step or lies outside its limits. */
export function checkStake(title: { minBet: bigint; maxBet: bigint; betStep: bigint }, stake: bigint): void {
  if (typeof stake !== 'bigint' || stake < title.minBet || stake > title.maxBet || stake % title.betStep !== 0n) {
    throw new GameRuleError(
      'INVALID_STAKE',
      `The stake must be a multiple of ${title.betStep} between ${title.minBet} and ${title.maxBet}`,
    );
  }
}
