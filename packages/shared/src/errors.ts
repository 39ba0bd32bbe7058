/**
 * The error catalogue: every error the API answers with has a numeric code, an
 * UPPER_SNAKE key and an HTTP status (DESIGN §4). Domains add their codes here so
 * web and server agree on them.
 */
export const ERRORS = {
  BAD_REQUEST: { code: 10400, status: 400, message: 'The request could not be understood' },
  MALFORMED_JSON: { code: 10401, status: 400, message: 'The request body is not valid JSON' },
  UNSUPPORTED_MEDIA_TYPE: { code: 10402, status: 415, message: 'The request body has an unsupported content type' },
  PAYLOAD_TOO_LARGE: { code: 10403, status: 413, message: 'The request body is too large' },
  VALIDATION_FAILED: { code: 10422, status: 422, message: 'Some fields are not valid' },
  UNAUTHORIZED: { code: 10001, status: 401, message: 'Authentication is required' },
  FORBIDDEN: { code: 10003, status: 403, message: 'You are not allowed to do this' },
  NOT_FOUND: { code: 10004, status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { code: 10005, status: 405, message: 'Method not allowed' },
  CONFLICT: { code: 10009, status: 409, message: 'The request conflicts with the current state' },
  RATE_LIMITED: { code: 10029, status: 429, message: 'Too many requests, try again later' },
  INTERNAL: { code: 10500, status: 500, message: 'Something went wrong on our side' },
  SERVICE_UNAVAILABLE: { code: 10503, status: 503, message: 'The service is temporarily unavailable' },
  INVALID_CREDENTIALS: { code: 11001, status: 401, message: 'Wrong login or password' },
  ACCOUNT_BLOCKED: { code: 11002, status: 403, message: 'This account is blocked. Please contact support.' },
  TELEGRAM_AUTH_FAILED: { code: 11005, status: 401, message: 'Telegram authentication failed' },
  SOCIAL_ACCOUNT_TAKEN: { code: 11006, status: 409, message: 'This account is already connected to another player' },
  LAST_LOGIN_METHOD: {
    code: 11007,
    status: 409,
    message: 'Set a password or connect another account before unlinking this one',
  },
  SOCIAL_AUTH_FAILED: {
    code: 11008,
    status: 401,
    message: 'The sign-in with this provider failed or has expired. Please try again.',
  },
  SOCIAL_EMAIL_IN_USE: {
    code: 11009,
    status: 409,
    message: 'An account with this e-mail already exists. Sign in to it and connect this provider in your settings.',
  },
  SOCIAL_EMAIL_MISSING: {
    code: 11010,
    status: 422,
    message: 'The provider did not share an e-mail address, which an account needs',
  },
  CAPTCHA_REQUIRED: { code: 11011, status: 422, message: 'Please confirm you are not a robot' },
  CAPTCHA_UNAVAILABLE: {
    code: 11012,
    status: 503,
    message: 'We cannot check that you are not a robot right now. Please try again in a few minutes.',
  },
  CODE_INVALID: { code: 11004, status: 422, message: 'The code is wrong or has expired' },
  CURRENT_PASSWORD_WRONG: { code: 11003, status: 422, message: 'The current password is wrong' },
  // 422, not 403: a 403 tells the web client (SPEC §8) that the session is gone.
  REAUTHENTICATION_REQUIRED: {
    code: 11040,
    status: 422,
    message: 'Confirm it is you: enter your current password or the code we sent you',
  },
  ACCOUNT_LOCKED: {
    code: 11041,
    status: 403,
    message: 'This account is locked after a change was undone. Set a new password to sign in again.',
  },
  UNDO_LINK_INVALID: { code: 11042, status: 422, message: 'This link is wrong, already used or expired' },
  LOGIN_CODE_REQUIRED: {
    code: 11020,
    status: 403,
    message: 'This account is being attacked. We sent a sign-in code to its e-mail: enter it to continue.',
  },
  DEPOSIT_LIMIT_REACHED: { code: 13100, status: 422, message: 'Deposit limit reached' },
  DEPOSIT_OVER_LIMIT: {
    code: 13101,
    status: 422,
    message: 'This deposit is more than your deposit limit leaves for this period',
  },
  PLAYER_EXCLUDED: {
    code: 13102,
    status: 422,
    message: 'You have excluded yourself from play: only withdrawals and support are open until it ends',
  },
  LIMIT_EXISTS: { code: 13103, status: 409, message: 'You already have this limit for this period: change it instead' },
  LIMIT_CHANGE_NOT_DUE: {
    code: 13104,
    status: 409,
    message: 'This change takes effect only 24 hours after you asked for it',
  },
  LIMIT_CANNOT_BE_LIFTED: {
    code: 13105,
    status: 409,
    message: 'A self-exclusion or cooling-off cannot be lifted before it ends',
  },
  LIMIT_NO_PENDING_CHANGE: { code: 13106, status: 409, message: 'This limit has no change waiting for confirmation' },
  SESSION_TIME_LIMIT_REACHED: {
    code: 13107,
    status: 401,
    message: 'Your session time limit has been reached: you have been signed out',
  },
  MARKETING_STOPPED: {
    code: 13108,
    status: 422,
    message: 'This player is self-excluded or cooling off: marketing messages are not sent to them',
  },
  REDIRECT_NOT_ALLOWED: { code: 16003, status: 403, message: 'This redirect target is not allowed' },
  TWO_FACTOR_REQUIRED: {
    code: 11055,
    status: 401,
    message: 'Enter the code from your authenticator app to finish signing in',
  },
  TWO_FACTOR_CODE_REQUIRED: { code: 11056, status: 422, message: 'Enter the code from your authenticator app' },
  TWO_FACTOR_CODE_INVALID: {
    code: 11057,
    status: 422,
    message: 'The authentication code is wrong or has already been used',
  },
  TWO_FACTOR_LOCKED: {
    code: 11058,
    status: 429,
    message: 'Too many wrong codes. Please try again in a few minutes.',
  },
  TWO_FACTOR_CHALLENGE_INVALID: {
    code: 11059,
    status: 401,
    message: 'This sign-in has expired. Please sign in again.',
  },
  TWO_FACTOR_ALREADY_ENABLED: { code: 11060, status: 409, message: 'Two-factor authentication is already on' },
  TWO_FACTOR_NOT_ENABLED: { code: 11061, status: 409, message: 'Two-factor authentication is off' },
  TWO_FACTOR_SETUP_MISSING: {
    code: 11062,
    status: 409,
    message: 'Start setting up two-factor authentication again',
  },
  TWO_FACTOR_CONFIRMATION_UNAVAILABLE: {
    code: 11063,
    status: 409,
    message: 'Add and confirm an e-mail or phone number first, so we can check it is you',
  },
  NO_PAYMENT_PROVIDER: { code: 10600, status: 503, message: 'Payments are not available on this site yet' },
  PAYMENT_STATE_UNKNOWN: {
    code: 14000,
    status: 409,
    message: 'The payment provider has not confirmed this payment yet, so it cannot be cancelled now',
  },
  PAYMENT_ALREADY_PROCESSING: {
    code: 14001,
    status: 409,
    message: 'The payment provider is already completing this payment, so it can no longer be cancelled',
  },
  GAME_GEO_RESTRICTED: { code: 12000, status: 403, message: 'This game is not available in your country' },
  DEMO_UNAVAILABLE: { code: 12001, status: 422, message: 'This game has no demo mode' },
  GAME_LAUNCH_FAILED: {
    code: 12002,
    status: 503,
    message: 'The game could not be started right now. Please try again in a moment.',
  },
  GAME_NOT_FOUND: { code: 12040, status: 404, message: 'This game does not exist or is not available' },
  GAMES_DISABLED: { code: 12041, status: 404, message: 'Games are not available on this site' },
  GAME_PROVIDER_NOT_FOUND: { code: 12042, status: 404, message: 'This game provider does not exist' },
  GAME_COLLECTION_NOT_FOUND: { code: 12043, status: 404, message: 'This game collection does not exist' },
  GAME_COLLECTION_EXISTS: { code: 12044, status: 409, message: 'A game collection with this identity already exists' },
  OPERATOR_SIGN_IN_FAILED: { code: 19000, status: 401, message: 'Wrong e-mail, password or authenticator code' },
  OPERATOR_LOCKED: { code: 19001, status: 429, message: 'Too many failed sign-ins. Try again later.' },
  OPERATOR_ROLE_FORBIDDEN: { code: 19002, status: 403, message: 'Your operator role does not allow this' },
  OPERATOR_EXISTS: { code: 19003, status: 409, message: 'An operator with this e-mail already exists' },
  OPERATOR_SESSION_REQUIRED: {
    code: 19004,
    status: 403,
    message: 'Sign in with your password and authenticator code to do this: an API key cannot',
  },
  SPORTS_DISABLED: { code: 17000, status: 404, message: 'Sports betting is not available on this site' },
  SPORT_NOT_FOUND: { code: 17001, status: 404, message: 'This sport does not exist' },
  SPORT_EVENT_NOT_FOUND: { code: 17002, status: 404, message: 'This event does not exist' },
  SPORT_BET_NOT_FOUND: { code: 17003, status: 404, message: 'This bet does not exist' },
  SPORT_EVENT_FINISHED: { code: 17010, status: 409, message: 'This event is no longer open for betting' },
  SPORT_MARKET_SUSPENDED: { code: 17011, status: 409, message: 'This market is suspended, try again in a moment' },
  SPORT_ODDS_CHANGED: { code: 17012, status: 409, message: 'The odds have changed: check your selections' },
  SPORT_SELECTIONS_INVALID: { code: 17013, status: 422, message: 'These selections cannot be combined in this bet' },
  SPORT_STAKE_TOO_LOW: { code: 17020, status: 422, message: 'The stake is below the minimum' },
  SPORT_STAKE_TOO_HIGH: { code: 17021, status: 422, message: 'The stake is above the maximum' },
  SPORT_MAX_PAYOUT_EXCEEDED: { code: 17022, status: 422, message: 'The potential win is above the maximum payout' },
  SPORT_MARKET_STAKE_LIMIT: { code: 17023, status: 422, message: 'Your stakes on this market have reached the limit' },
  SPORT_INSUFFICIENT_BALANCE: { code: 17024, status: 422, message: 'Your balance is too low for this stake' },
  SPORT_BET_NOT_ALLOWED: { code: 17025, status: 403, message: 'A limit you set does not allow this bet' },
  SPORT_CASHOUT_UNAVAILABLE: { code: 17030, status: 409, message: 'Cash-out is not available for this bet right now' },
  SPORT_CASHOUT_CHANGED: { code: 17031, status: 409, message: 'The cash-out amount has changed' },
  SPORT_TOKEN_INVALID: {
    code: 17032,
    status: 401,
    message: 'The sportsbook session has expired: open the sportsbook again',
  },
  SPORT_TOKEN_OTHER_PLAYER: { code: 17033, status: 403, message: 'This sportsbook session belongs to another player' },
  SPORT_RESULT_NOT_FOUND: { code: 17040, status: 404, message: 'This event has no result yet' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorKey = keyof typeof ERRORS;

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: {
    code: number;
    key: ErrorKey;
    message: string;
    fields?: FieldErrors;
    /** What the client needs to go on, e.g. the challenge token of TWO_FACTOR_REQUIRED. */
    details?: Record<string, unknown>;
  };
}

export function errorBody(
  key: ErrorKey,
  message?: string,
  fields?: FieldErrors,
  details?: Record<string, unknown>,
): ErrorBody {
  const def = ERRORS[key];
  return {
    error: {
      code: def.code,
      key,
      message: message ?? def.message,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
      ...(details ? { details } : {}),
    },
  };
}
