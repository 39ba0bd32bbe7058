import type { Kysely } from 'kysely';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { Captcha } from './captcha.js';
import { verifyPassword } from './passwords.js';
import { normalizePhone } from './registration.js';

/**
 * Brute-force rule: five wrong passwords a minute (LOGIN_LOCKOUT_SECONDS) per account, the sixth is refused.
 * An address may carry many players (offices, mobile carriers), so it gets more.
 */
export const LOGIN_FAILURES_ALLOWED = { account: 5, ip: 30 } as const;
/** After a lock-out, the account (or address) keeps needing a captcha for this long. */
export const CAPTCHA_WINDOW_MS = 15 * 60_000;

export interface LoginInput {
  email?: string | undefined;
  phone?: string | undefined;
  password: string;
  captcha?: string | undefined;
}

/** A phone as registration stores it (E.164), however it was typed; what does not parse stays as typed. */
function loginPhone(phone: string | undefined): string {
  try {
    return normalizePhone(phone ?? '');
  } catch {
    return phone?.trim() ?? '';
  }
}

function accountKey(input: LoginInput): string {
  return input.email ? `login:email:${input.email.trim().toLowerCase()}` : `login:phone:${loginPhone(input.phone)}`;
}

/**
 * Checks credentials with one answer for every wrong combination, so nobody learns
 * which e-mails have accounts. Returns the player id.
 */
export async function checkCredentials(
  db: Kysely<DB>,
  limiter: RateLimiter,
  captcha: Captcha,
  input: LoginInput,
  ip: string,
  lockoutMs = 60_000,
): Promise<string> {
  const keys = [accountKey(input), `login:ip:${ip}`];
  const slowKeys = keys.map((key) => `captcha:${key}`);
  const [account, address, recentAccount, recentAddress] = await Promise.all(
    [...keys, ...slowKeys].map((key) => limiter.count(key)),
  );
  if (account! >= LOGIN_FAILURES_ALLOWED.account || address! >= LOGIN_FAILURES_ALLOWED.ip) {
    throw new AppError('RATE_LIMITED');
  }
  // §4: repeated failures are rate limited and then need a captcha.
  const needsCaptcha = recentAccount! >= LOGIN_FAILURES_ALLOWED.account || recentAddress! >= LOGIN_FAILURES_ALLOWED.ip;
  if (needsCaptcha && !(await captcha.verify(input.captcha, ip))) {
    throw new AppError('CAPTCHA_REQUIRED', undefined, { captcha: ['Please confirm you are not a robot'] });
  }

  let query = db.selectFrom('players').select(['id', 'password_hash', 'status']);
  query = input.email
    ? query.where('email', '=', input.email.trim().toLowerCase())
    : query.where('phone', '=', loginPhone(input.phone));
  const player = await query.executeTakeFirst();
  const valid = await verifyPassword(player?.password_hash ?? null, input.password);

  if (!player || !valid) {
    await Promise.all([
      ...keys.map((key) => limiter.hit(key, lockoutMs)),
      ...slowKeys.map((key) => limiter.hit(key, CAPTCHA_WINDOW_MS)),
    ]);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
  await Promise.all([limiter.reset(keys[0]!), limiter.reset(slowKeys[0]!)]);
  return player.id;
}
