import { KIT_ERRORS, StudioRefusal } from '../kit/errors.js';

/**
 * What the studio's own API answers when it refuses: `{"error": {"code", "message"}}` with the
 * HTTP status below. The game page shows each code in words the player understands; wallet
 * refusals keep the wallet's result code so limits and token errors stay recognisable.
 */
export const STUDIO_ERRORS = {
  ...KIT_ERRORS,
  INVALID_SIGNATURE: 401,
  WRONG_SYNTAX: 400,
  ROUND_NOT_FOUND: 404,
  ROUND_IN_PROGRESS: 409,
  ROUND_BUSY: 409,
  INVALID_STAKE: 422,
  INVALID_BET: 422,
  ILLEGAL_ACTION: 422,
  ROUND_FINISHED: 422,
  DEMO_ONLY: 422,
} as const;

export type StudioErrorCode = keyof typeof STUDIO_ERRORS;

export class StudioError extends StudioRefusal<StudioErrorCode> {
  constructor(code: StudioErrorCode, message: string, wallet?: StudioRefusal['wallet']) {
    super(code, message, STUDIO_ERRORS[code], wallet);
  }
}
