import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { DB } from '../../db/schema.js';
import { AppError, RetryLaterError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { Captcha, CaptchaRequirement } from './captcha.js';
import { verifyPassword } from './passwords.js';
import { normalizePhone } from './registration.js';

/**
 * Brute-force rule: five password checks a minute (LOGIN_LOCKOUT_SECONDS) per account
 * and address pair, the sixth is refused. The pair, not the account, is locked so a
 * stranger failing on purpose cannot lock the owner out. An address may carry many
 * players (offices, mobile carriers), so it gets more; its successful logins are
 * given back.
 */
export const LOGIN_ATTEMPTS_ALLOWED = { pair: 5, ip: 30 } as const;
/** Failures are remembered this long: they decide the captcha and its cost. */
export const CAPTCHA_WINDOW_MS = 15 * 60_000;
/**
 * Failures after which a captcha is asked for, and each further band of as many
 * doubles its proof of work: per account, and per address, which may carry many
 * players and so gets more.
 */
export const CAPTCHA_AFTER_FAILURES = { account: 5, ip: 30 } as const;
/** The hardest level: about two seconds of hashing in a phone's browser. */
export const MAX_CAPTCHA_LEVEL = 6;
/**
 * Failures on one account, from wherever, that mark it as under attack: a right
 * password from an address the owner never signed in from then also needs a code
 * e-mailed to the owner.
 */
export const ACCOUNT_UNDER_ATTACK_FAILURES = 10;

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

/** The account a login names, as one string: `email:…` or `phone:…`. */
export function loginAccount(login: { email?: string | undefined; phone?: string | undefined }): string {
  return login.email ? `email:${login.email.trim().toLowerCase()}` : `phone:${loginPhone(login.phone)}`;
}

/** The limiter keys of one login: attempts of the pair and the address, failures of the account and address. */
export function loginKeys(account: string, ip: string) {
  return {
    pair: `login:pair:${account}:${ip}`,
    address: `login:ip:${ip}`,
    accountFailures: `login:failed:${account}`,
    addressFailures: `login:failed-ip:${ip}`,
  };
}

/**
 * The captcha a login must solve now: none (level 0) while the account and the
 * address have few recent failures, then a proof of work that doubles with each band
 * of failures of either, so a script pays more the longer it guesses. The subject
 * binds a challenge to the account it was asked for.
 */
export async function loginCaptcha(limiter: RateLimiter, account: string, ip: string): Promise<CaptchaRequirement> {
  const keys = loginKeys(account, ip);
  const [accountFailures, addressFailures] = await Promise.all([
    limiter.count(keys.accountFailures),
    limiter.count(keys.addressFailures),
  ]);
  const level = Math.max(
    captchaLevel(accountFailures, CAPTCHA_AFTER_FAILURES.account),
    captchaLevel(addressFailures, CAPTCHA_AFTER_FAILURES.ip),
  );
  return { subject: captchaSubject(account), level };
}

export function captchaLevel(failures: number, band: number): number {
  if (failures < band) return 0;
  return Math.min(Math.floor(failures / band), MAX_CAPTCHA_LEVEL);
}

/** Challenges are public: they name the account by a hash, not by its e-mail or phone. */
export function captchaSubject(account: string): string {
  return createHash('sha256').update(`login:${account}`).digest('base64url').slice(0, 22);
}

export interface CheckedLogin {
  playerId: string;
  /** The account is under attack and this address is new to it: the owner must prove the mailbox too. */
  needsEmailedCode: boolean;
}

/**
 * Checks credentials with one answer for every wrong combination, so nobody learns
 * which e-mails have accounts. The attempt is counted before the password is
 * compared, in one atomic step, so parallel guesses cannot slip past the count.
 */
export async function checkCredentials(
  db: Kysely<DB>,
  limiter: RateLimiter,
  captcha: Captcha,
  input: LoginInput,
  ip: string,
  lockoutMs = 60_000,
): Promise<CheckedLogin> {
  const account = loginAccount(input);
  const keys = loginKeys(account, ip);
  // A cheap early answer, so a locked caller is not sent to solve a captcha first.
  const [pairBefore, addressBefore] = await Promise.all([limiter.count(keys.pair), limiter.count(keys.address)]);
  if (pairBefore >= LOGIN_ATTEMPTS_ALLOWED.pair || addressBefore >= LOGIN_ATTEMPTS_ALLOWED.ip) {
    throw new RetryLaterError(lockoutMs / 1000);
  }
  // §4: repeated failures need a captcha; solving it never lifts a lock-out, which is checked below regardless.
  const requirement = await loginCaptcha(limiter, account, ip);
  if (requirement.level > 0 && !(await captcha.verify(input.captcha, ip, requirement))) {
    throw new AppError('CAPTCHA_REQUIRED', undefined, { captcha: ['Please confirm you are not a robot'] });
  }
  const [pairAttempts, addressAttempts] = await Promise.all([
    limiter.hit(keys.pair, lockoutMs),
    limiter.hit(keys.address, lockoutMs),
  ]);
  if (pairAttempts > LOGIN_ATTEMPTS_ALLOWED.pair || addressAttempts > LOGIN_ATTEMPTS_ALLOWED.ip) {
    throw new RetryLaterError(lockoutMs / 1000);
  }

  let query = db.selectFrom('players').select(['id', 'password_hash', 'status']);
  query = input.email
    ? query.where('email', '=', input.email.trim().toLowerCase())
    : query.where('phone', '=', loginPhone(input.phone));
  const player = await query.executeTakeFirst();
  const valid = await verifyPassword(player?.password_hash ?? null, input.password);

  if (!player || !valid) {
    await Promise.all([
      limiter.hit(keys.accountFailures, CAPTCHA_WINDOW_MS),
      limiter.hit(keys.addressFailures, CAPTCHA_WINDOW_MS),
    ]);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
  // A right password is no guess: the pair starts afresh and the address gets its attempt back.
  await Promise.all([limiter.reset(keys.pair), limiter.release(keys.address)]);
  const underAttack = (await limiter.count(keys.accountFailures)) >= ACCOUNT_UNDER_ATTACK_FAILURES;
  return { playerId: player.id, needsEmailedCode: underAttack && !(await knownAddress(db, player.id, ip)) };
}

/** Whether the player has signed in from this address before. */
async function knownAddress(db: Kysely<DB>, playerId: string, ip: string): Promise<boolean> {
  const seen = await db
    .selectFrom('player_sessions')
    .select('id')
    .where('player_id', '=', playerId)
    .where('ip', '=', ip)
    .limit(1)
    .executeTakeFirst();
  return seen !== undefined;
}
