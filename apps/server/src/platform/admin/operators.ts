import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { generateSecret, generateURI, NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import type { DB } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../player/passwords.js';
import type { SecretStore } from '../player/tokens.js';
import { appendAudit } from './audit.js';
import type { OperatorRole } from './roles.js';

export const TOTP_PURPOSE = 'operator-totp';
/** Wrong sign-ins an operator account takes in one window before it refuses even to check. */
export const MAX_SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Prefix of personal API keys: tells them apart from signed session tokens in the same header. */
export const API_KEY_PREFIX = 'opk_';

export interface NewOperator {
  id: string;
  email: string;
  role: OperatorRole;
  /** Shown once: the authenticator app needs it, the database only keeps it sealed. */
  totpSecret: string;
  otpauthUri: string;
}

export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export async function createOperator(
  store: SecretStore,
  input: { email: string; password: string; role: OperatorRole; issuer: string },
  audit: { by: string | null; ip?: string | null; via: string },
): Promise<NewOperator> {
  const email = input.email.trim().toLowerCase();
  const totpSecret = generateSecret();
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  await store.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('operators')
      .values({
        id,
        email,
        password_hash: passwordHash,
        totp_secret: store.secretBox.seal(totpSecret, TOTP_PURPOSE),
        role: input.role,
      })
      .execute();
    await appendAudit(tx, {
      operatorId: audit.by,
      action: 'operator.create',
      target: id,
      details: { email, role: input.role, via: audit.via },
      ip: audit.ip ?? null,
    });
  });
  return {
    id,
    email,
    role: input.role,
    totpSecret,
    otpauthUri: generateURI({ issuer: input.issuer, label: email, secret: totpSecret }),
  };
}

/** A personal API key for automation: acts as its operator, with their role, and is audited as them. */
export async function createApiKey(
  db: Kysely<DB>,
  operatorId: string,
  name: string,
  audit: { by: string | null; ip?: string | null; via: string },
  key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`,
): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('operator_api_keys')
      .values({ id, operator_id: operatorId, name, key_hash: apiKeyHash(key) })
      .execute();
    await appendAudit(tx, {
      operatorId: audit.by,
      action: 'operator.api_key.create',
      target: operatorId,
      details: { keyId: id, name, via: audit.via },
      ip: audit.ip ?? null,
    });
  });
  return { id, key };
}

export type SignInResult =
  { ok: true; operatorId: string } | { ok: false; reason: 'invalid' | 'locked'; operatorId: string | null };

/**
 * Checks e-mail, password and TOTP code. The attempt is counted in the same statement
 * that reads the account, before anything is compared, so parallel guesses cannot
 * slip past the limit; a success resets the count. A TOTP step once used is refused
 * afterwards, so an overheard code cannot be replayed.
 */
export async function checkSignIn(
  store: SecretStore,
  input: { email: string; password: string; code: string },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const account = await store.db
    .updateTable('operators')
    .set({
      failed_attempts: sql`case when attempts_window_ends_at is null or attempts_window_ends_at < now() then 1 else failed_attempts + 1 end`,
      attempts_window_ends_at: sql`case when attempts_window_ends_at is null or attempts_window_ends_at < now() then now() + make_interval(mins => ${SIGN_IN_WINDOW_MINUTES}) else attempts_window_ends_at end`,
    })
    .where('email', '=', email)
    .returning(['id', 'password_hash', 'totp_secret', 'totp_last_step', 'status', 'failed_attempts'])
    .executeTakeFirst();
  if (account && account.failed_attempts > MAX_SIGN_IN_ATTEMPTS) {
    return { ok: false, reason: 'locked', operatorId: account.id };
  }
  const passwordOk = await verifyPassword(account?.password_hash ?? null, input.password);
  if (!account || !passwordOk || account.status !== 'active') {
    return { ok: false, reason: 'invalid', operatorId: account?.id ?? null };
  }
  const secret = store.secretBox.open(account.totp_secret, TOTP_PURPOSE);
  const totp = await new TOTP({ secret, crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() }).verify(
    input.code,
    {
      // One step either side: an authenticator whose clock is a little off still works.
      epochTolerance: 30,
      ...(account.totp_last_step === null ? {} : { afterTimeStep: Number(account.totp_last_step) }),
    },
  );
  if (!totp.valid) return { ok: false, reason: 'invalid', operatorId: account.id };
  const claimed = await store.db
    .updateTable('operators')
    .set({ totp_last_step: totp.timeStep, failed_attempts: 0, attempts_window_ends_at: null })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(totp.timeStep))]))
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { ok: false, reason: 'invalid', operatorId: account.id };
  return { ok: true, operatorId: account.id };
}
