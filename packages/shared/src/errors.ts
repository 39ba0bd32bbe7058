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
  LOGIN_CODE_REQUIRED: {
    code: 11020,
    status: 403,
    message: 'This account is being attacked. We sent a sign-in code to its e-mail: enter it to continue.',
  },
  DEPOSIT_LIMIT_REACHED: { code: 13100, status: 422, message: 'Deposit limit reached' },
  REDIRECT_NOT_ALLOWED: { code: 16003, status: 403, message: 'This redirect target is not allowed' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorKey = keyof typeof ERRORS;

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  error: {
    code: number;
    key: ErrorKey;
    message: string;
    fields?: FieldErrors;
  };
}

export function errorBody(key: ErrorKey, message?: string, fields?: FieldErrors): ErrorBody {
  const def = ERRORS[key];
  return {
    error: {
      code: def.code,
      key,
      message: message ?? def.message,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
}
