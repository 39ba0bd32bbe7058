import type { Kysely } from 'kysely';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { verifyPassword } from './passwords.js';

/**
 * Brute-force rule: five wrong passwords a minute per account, the sixth is refused.
 * An address may carry many players (offices, mobile carriers), so it gets more.
 */
export const LOGIN_FAILURES_ALLOWED = { account: 5, ip: 30 } as const;
export const LOGIN_WINDOW_MS = 60_000;

export interface LoginInput {
  email?: string | undefined;
  phone?: string | undefined;
  password: string;
}

function accountKey(input: LoginInput): string {
  return input.email ? `login:email:${input.email.trim().toLowerCase()}` : `login:phone:${input.phone?.trim()}`;
}

/**
 * Checks credentials with one answer for every wrong combination, so nobody learns
 * which e-mails have accounts. Returns the player id.
 */
export async function checkCredentials(
  db: Kysely<DB>,
  limiter: RateLimiter,
  input: LoginInput,
  ip: string,
): Promise<string> {
  const keys = [accountKey(input), `login:ip:${ip}`];
  const [account, address] = await Promise.all(keys.map((key) => limiter.count(key)));
  if (account! >= LOGIN_FAILURES_ALLOWED.account || address! >= LOGIN_FAILURES_ALLOWED.ip) {
    throw new AppError('RATE_LIMITED');
  }

  let query = db.selectFrom('players').select(['id', 'password_hash', 'status']);
  query = input.email
    ? query.where('email', '=', input.email.trim().toLowerCase())
    : query.where('phone', '=', input.phone?.trim() ?? '');
  const player = await query.executeTakeFirst();
  const valid = await verifyPassword(player?.password_hash ?? null, input.password);

  if (!player || !valid) {
    await Promise.all(keys.map((key) => limiter.hit(key, LOGIN_WINDOW_MS)));
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
  await limiter.reset(keys[0]!);
  return player.id;
}
