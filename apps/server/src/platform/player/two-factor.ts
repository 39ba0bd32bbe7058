import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { SecretBox } from '../../security/secret-box.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side, for a phone clock that is a little off and a code typed at the turn of a step. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/**
 * Wrong answers to the 2FA checks of one player (codes, recovery codes, the password or
 * e-mailed code that guards setup) before they are refused for the rest of the window:
 * 3 codes of a million are valid at a time, so 5 tries in 15 minutes leave a guesser
 * about one chance in 700 a day.
 */
export const TWO_FACTOR_ATTEMPTS = 5;
export const TWO_FACTOR_WINDOW_MS = 15 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its second factor. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const SECRET_PURPOSE = 'player-totp';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TwoFactorDeps {
  db: Kysely<DB>;
  secretBox: SecretBox;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  // 31 symbols without look-alikes (0/o, 1/l/i): 10 of them carry about 50 bits.
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Kysely<DB>, playerId: string): Promise<TwoFactorStatus> {
  const row = await db
    .selectFrom('player_two_factor')
    .select('enabled_at')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row?.enabled_at) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const { left } = await db
    .selectFrom('player_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('player_id', '=', playerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: true, enabledAt: new Date(row.enabled_at).toISOString(), recoveryCodesLeft: Number(left) };
}

export async function isTwoFactorEnabled(db: Kysely<DB>, playerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_two_factor')
    .select('player_id')
    .where('player_id', '=', playerId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one attempt in the statement that reads the count, and refuses once the
 * window's attempts are used up, before any secret is compared: parallel guesses each
 * take their own number, so 50 at once still compare at most TWO_FACTOR_ATTEMPTS.
 */
export async function countAttempt(db: Kysely<DB>, playerId: string, now = new Date()): Promise<void> {
  const resetAt = new Date(now.getTime() + TWO_FACTOR_WINDOW_MS);
  const row = await db
    .insertInto('player_two_factor')
    .values({ player_id: playerId, attempts: 1, attempts_reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        attempts: sql<number>`case when player_two_factor.attempts_reset_at <= ${now} then 1 else player_two_factor.attempts + 1 end`,
        attempts_reset_at: sql<Date>`case when player_two_factor.attempts_reset_at <= ${now} then ${resetAt} else player_two_factor.attempts_reset_at end`,
      }),
    )
    .returning(['attempts', 'attempts_reset_at'])
    .executeTakeFirstOrThrow();
  if (row.attempts > TWO_FACTOR_ATTEMPTS) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((new Date(row.attempts_reset_at).getTime() - now.getTime()) / 1000),
    );
    throw new AppError('TWO_FACTOR_LOCKED', undefined, undefined, { retryAfterSeconds });
  }
}

/** A right answer gives the player their attempts back. */
async function clearAttempts(db: Kysely<DB>, playerId: string): Promise<void> {
  await db.updateTable('player_two_factor').set({ attempts: 0 }).where('player_id', '=', playerId).execute();
}

/**
 * Checks a TOTP code against the player's secret (on, or waiting for its first code)
 * and takes its time step, so the same code, or an older one, never works twice.
 * Two requests with one code: only the one whose update lands gets it.
 */
async function spendTotpCode(deps: TwoFactorDeps, playerId: string, code: string, now: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom('player_two_factor')
    .select(['secret_sealed', 'last_used_step'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row?.secret_sealed || !/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: deps.secretBox.open(row.secret_sealed, SECRET_PURPOSE),
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(row.last_used_step === null ? {} : { afterTimeStep: Number(row.last_used_step) }),
  });
  // The functional API types HOTP results too; a TOTP match always names its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await deps.db
    .updateTable('player_two_factor')
    .set({ last_used_step: BigInt(result.timeStep), attempts: 0, updated_at: new Date(now) })
    .where('player_id', '=', playerId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', BigInt(result.timeStep))]))
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

async function spendRecoveryCode(db: Kysely<DB>, playerId: string, code: string): Promise<boolean> {
  const spent = await db
    .updateTable('player_recovery_codes')
    .set({ used_at: new Date() })
    .where('player_id', '=', playerId)
    .where('code_hash', '=', sha256(normalizeRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) return false;
  await clearAttempts(db, playerId);
  return true;
}

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Refuses unless the answer is a fresh TOTP code or, where allowed, an unused recovery
 * code. The caller has already counted the attempt.
 */
export async function checkSecondFactor(
  deps: TwoFactorDeps,
  playerId: string,
  answer: SecondFactor,
  { codeField = 'code', allowRecovery = true }: { codeField?: string; allowRecovery?: boolean } = {},
  now = Date.now(),
): Promise<void> {
  const useRecovery = allowRecovery && !answer.code && Boolean(answer.recoveryCode);
  const ok = useRecovery
    ? await spendRecoveryCode(deps.db, playerId, answer.recoveryCode!)
    : await spendTotpCode(deps, playerId, answer.code?.trim() ?? '', now);
  if (!ok) {
    throw new AppError('TWO_FACTOR_CODE_INVALID', undefined, {
      [useRecovery ? 'recoveryCode' : codeField]: [
        useRecovery ? 'The recovery code is wrong or has been used' : 'The code is wrong or has already been used',
      ],
    });
  }
}

/** Refuses an answer with neither a code nor (where allowed) a recovery code, before anything is counted. */
export function requireAnswer(answer: SecondFactor, codeField = 'code', allowRecovery = true): void {
  if (answer.code?.trim() || (allowRecovery && answer.recoveryCode?.trim())) return;
  throw new AppError('TWO_FACTOR_CODE_REQUIRED', undefined, {
    [codeField]: ['Enter the code from your authenticator app'],
  });
}

/**
 * A new secret waiting for its first code; a setup started before and never finished
 * is replaced, an enabled one is never touched.
 */
export async function startSetup(
  deps: TwoFactorDeps,
  playerId: string,
  account: { issuer: string; label: string },
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = generateSecret();
  const sealed = deps.secretBox.seal(secret, SECRET_PURPOSE);
  const result = await deps.db
    .insertInto('player_two_factor')
    .values({ player_id: playerId, secret_sealed: sealed })
    .onConflict((oc) =>
      oc
        .column('player_id')
        .doUpdateSet({ secret_sealed: sealed, last_used_step: null, updated_at: new Date() })
        .where('player_two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  if (result.numInsertedOrUpdatedRows !== 1n) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  return { secret, otpauthUri: generateURI({ issuer: account.issuer, label: account.label, secret }) };
}

/**
 * Turns 2FA on with the first code from the app, and hands out the recovery codes:
 * this is the only time they exist in the clear.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  playerId: string,
  code: string,
  now = Date.now(),
): Promise<string[]> {
  const row = await deps.db
    .selectFrom('player_two_factor')
    .select(['secret_sealed', 'enabled_at'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (row?.enabled_at) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  if (!row?.secret_sealed) throw new AppError('TWO_FACTOR_SETUP_MISSING');
  await countAttempt(deps.db, playerId, new Date(now));
  await checkSecondFactor(deps, playerId, { code }, { allowRecovery: false }, now);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction().execute(async (tx) => {
    const enabled = await tx
      .updateTable('player_two_factor')
      .set({ enabled_at: new Date(now), updated_at: new Date(now) })
      .where('player_id', '=', playerId)
      .where('enabled_at', 'is', null)
      .where('secret_sealed', '=', row.secret_sealed)
      .executeTakeFirst();
    if (enabled.numUpdatedRows !== 1n) throw new AppError('TWO_FACTOR_SETUP_MISSING');
    await tx.deleteFrom('player_recovery_codes').where('player_id', '=', playerId).execute();
    await tx
      .insertInto('player_recovery_codes')
      .values(codes.map((c) => ({ player_id: playerId, code_hash: sha256(normalizeRecoveryCode(c)) })))
      .execute();
  });
  return codes;
}

/** Forgets the secret, the recovery codes and any sign-in waiting for a code; the attempt count stays. */
export async function disableTwoFactor(db: Kysely<DB>, playerId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('player_two_factor')
      .set({ secret_sealed: null, enabled_at: null, last_used_step: null, updated_at: new Date() })
      .where('player_id', '=', playerId)
      .execute();
    await tx.deleteFrom('player_recovery_codes').where('player_id', '=', playerId).execute();
    await tx.deleteFrom('player_two_factor_challenges').where('player_id', '=', playerId).execute();
  });
}

export interface LoginContext {
  loginMethod: string;
  platform: 'web' | 'tg';
  fingerprint?: string | null | undefined;
  locale?: string | null | undefined;
}

/**
 * The step between a passed first factor and a session: with 2FA on, no session is
 * opened; the answer is TWO_FACTOR_REQUIRED with a short-lived challenge token that
 * POST /player/sessions/2fa exchanges, with a code, for the session.
 */
export async function requireSecondFactorAtLogin(
  db: Kysely<DB>,
  playerId: string,
  context: LoginContext,
  now = Date.now(),
): Promise<void> {
  if (!(await isTwoFactorEnabled(db, playerId))) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + CHALLENGE_TTL_MS);
  await db.deleteFrom('player_two_factor_challenges').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('player_two_factor_challenges')
    .values({
      token_hash: sha256(token),
      player_id: playerId,
      login_method: context.loginMethod,
      platform: context.platform,
      fingerprint: context.fingerprint?.slice(0, 200) ?? null,
      locale: context.locale ?? null,
      expires_at: expiresAt,
    })
    .execute();
  throw new AppError('TWO_FACTOR_REQUIRED', undefined, undefined, {
    challengeToken: token,
    expiresAt: expiresAt.toISOString(),
  });
}

export interface Challenge {
  tokenHash: string;
  playerId: string;
  loginMethod: string;
  platform: 'web' | 'tg';
  fingerprint: string | null;
  locale: string | null;
}

export async function findChallenge(db: Kysely<DB>, token: string, now = Date.now()): Promise<Challenge | null> {
  const row = await db
    .selectFrom('player_two_factor_challenges')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .executeTakeFirst();
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    playerId: row.player_id,
    loginMethod: row.login_method,
    platform: row.platform,
    fingerprint: row.fingerprint,
    locale: row.locale,
  };
}

/** One completion per challenge, however many arrive together. */
export async function claimChallenge(db: Kysely<DB>, challenge: Challenge): Promise<boolean> {
  const result = await db
    .updateTable('player_two_factor_challenges')
    .set({ used_at: new Date() })
    .where('token_hash', '=', challenge.tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * A withdrawal of a player with 2FA on carries a fresh TOTP code: a stolen session
 * alone cannot move money out. Recovery codes are for getting back in, not for paying out.
 */
export async function requireWithdrawalCode(
  deps: TwoFactorDeps,
  playerId: string,
  code: string | undefined,
  now = Date.now(),
): Promise<void> {
  if (!(await isTwoFactorEnabled(deps.db, playerId))) return;
  requireAnswer({ code }, 'twoFactorCode', false);
  await countAttempt(deps.db, playerId, new Date(now));
  await checkSecondFactor(deps, playerId, { code }, { codeField: 'twoFactorCode', allowRecovery: false }, now);
}
