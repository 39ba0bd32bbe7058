import { KIT_ERRORS, StudioRefusal } from '../kit/errors.js';

/**
 * What the studio's own API answers when it refuses: `{"error": {"code", "message"}}` with the
 * HTTP status below. The game page words each code for the player; wallet refusals keep the
 * wallet's result code so limits and token errors stay recognisable.
 */
export const ORIGINALS_ERRORS = {
  ...KIT_ERRORS,
  INVALID_SIGNATURE: 401,
  WRONG_SYNTAX: 400,
  ROUND_NOT_FOUND: 404,
  ROUND_IN_PROGRESS: 409,
  ROUND_BUSY: 409,
  INVALID_STAKE: 422,
  INVALID_BET: 422,
  ILLEGAL_ACTION: 422,
  INVALID_CLIENT_SEED: 422,
  /** Crash: the round is no longer counting down, bets wait for the next one. */
  BETTING_CLOSED: 409,
  /** Crash: a cash-out at or after the crash point. */
  ALREADY_CRASHED: 409,
} as const;

export type OriginalsErrorCode = keyof typeof ORIGINALS_ERRORS;

export class OriginalsError extends StudioRefusal<OriginalsErrorCode> {
  constructor(code: OriginalsErrorCode, message: string, wallet?: StudioRefusal['wallet']) {
    super(code, message, ORIGINALS_ERRORS[code], wallet);
  }
}
