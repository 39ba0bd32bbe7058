import type { WalletResultCode } from '../../contracts/game-wallet.js';

/** The refusals of the kit's own code, with the HTTP status every studio answers them with. */
export const KIT_ERRORS = {
  GAME_NOT_FOUND: 404,
  LAUNCH_NOT_FOUND: 404,
  LAUNCH_EXPIRED: 410,
  /** The wallet could not be reached; a bet whose fate stayed unknown was rolled back. */
  WALLET_UNAVAILABLE: 503,
  /** The wallet refused: NOT_ENOUGH_MONEY, BET_LIMIT_REACHED, TOKEN_EXPIRED … */
  WALLET_REFUSED: 402,
} as const;

/**
 * A refusal of a studio's own API, answered `{"error": {"code", "message", "wallet"?}}` with its
 * HTTP status. Wallet refusals keep the wallet's result code so limits and token errors stay
 * recognisable.
 */
export class StudioRefusal<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly httpStatus: number,
    /** For WALLET_REFUSED: the wallet's result code and the balance it reported. */
    readonly wallet?: { status: WalletResultCode; balance?: string },
  ) {
    super(message);
  }
}

export const kitRefusal = (code: keyof typeof KIT_ERRORS, message: string, wallet?: StudioRefusal['wallet']) =>
  new StudioRefusal(code, message, KIT_ERRORS[code], wallet);
