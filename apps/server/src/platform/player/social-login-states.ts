import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { DB } from '../../db/schema.js';

/** Long enough to type a name on the provider's page, short enough that a leaked URL goes stale. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SocialLoginStart {
  provider: string;
  /** Set when a signed-in player connects the provider to their account. */
  playerId: string | null;
  locale: string | null;
  affiliateTag: string | null;
  fingerprint: string | null;
}

export interface SocialLoginState extends SocialLoginStart {
  nonce: string;
  codeVerifier: string;
}

/** The secrets of one authorization request, kept server-side under the hash of its state. */
export async function saveSocialLoginState(
  db: Kysely<DB>,
  start: SocialLoginStart,
  now = Date.now(),
): Promise<SocialLoginState & { state: string }> {
  const state = oidc.randomState();
  const secrets = { nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  // Abandoned sign-ins go when new ones start, so the table stays about ten minutes long.
  await db.deleteFrom('social_login_states').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('social_login_states')
    .values({
      state_hash: sha256(state),
      provider: start.provider,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      player_id: start.playerId,
      locale: start.locale,
      affiliate_tag: start.affiliateTag,
      fingerprint: start.fingerprint,
      expires_at: new Date(now + SOCIAL_LOGIN_TTL_MS),
    })
    .execute();
  return { state, ...start, ...secrets };
}

/**
 * Takes the state for good: the row is deleted by whichever callback gets it first,
 * so a state works once. Unknown and expired states give null.
 */
export async function takeSocialLoginState(db: Kysely<DB>, state: string): Promise<SocialLoginState | null> {
  const row = await db
    .deleteFrom('social_login_states')
    .where('state_hash', '=', sha256(state))
    .returningAll()
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return {
    provider: row.provider,
    playerId: row.player_id,
    locale: row.locale,
    affiliateTag: row.affiliate_tag,
    fingerprint: row.fingerprint,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
  };
}
