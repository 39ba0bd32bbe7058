import { randomUUID } from 'node:crypto';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { Kysely } from 'kysely';
import type { IDToken } from 'openid-client';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { baseCurrencyCode } from '../settings/service.js';

/** Who the provider says signed in, cleaned up for our columns. */
export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

export function identityFromClaims(provider: string, claims: IDToken): SocialIdentity {
  const address = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const email = address.includes('@') && address.length <= 254 ? address : null;
  const name = text(claims.name, 120);
  const [first, ...rest] = name?.split(/\s+/) ?? [];
  return {
    provider,
    subject: claims.sub,
    email,
    // Some providers send the flag as the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name, 60) ?? text(first, 60),
    lastName: text(claims.family_name, 60) ?? text(rest.join(' '), 60),
    displayName: name ?? email,
  };
}

export interface SignUpDetails {
  locale: string | null;
  affiliateTag: string | null;
}

const isUniqueViolation = (error: unknown) => String((error as { code?: unknown }).code) === '23505';

async function connectedPlayer(db: Kysely<DB>, identity: SocialIdentity) {
  return db
    .selectFrom('social_connections as c')
    .innerJoin('players as p', 'p.id', 'c.player_id')
    .select(['p.id', 'p.status'])
    .where('c.provider', '=', identity.provider)
    .where('c.subject', '=', identity.subject)
    .executeTakeFirst();
}

function activeId(player: { id: string; status: number }): string {
  if (player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
  return player.id;
}

const connectionRow = (playerId: string, identity: SocialIdentity) => ({
  player_id: playerId,
  provider: identity.provider,
  subject: identity.subject,
  display_name: identity.displayName,
});

/** The provider vouches for the address, so the account's e-mail counts as confirmed too. */
async function connectByEmail(db: Kysely<DB>, playerId: string, identity: SocialIdentity): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('social_connections').values(connectionRow(playerId, identity)).execute();
    await tx
      .updateTable('players')
      .set((eb) => ({
        email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(new Date())),
        updated_at: new Date(),
      }))
      .where('id', '=', playerId)
      .execute();
  });
}

async function createPlayer(db: Kysely<DB>, identity: SocialIdentity, signUp: SignUpDetails): Promise<string> {
  if (!identity.email) throw new AppError('SOCIAL_EMAIL_MISSING');
  const id = randomUUID();
  const currency = await baseCurrencyCode(db);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('players')
      .values({
        id,
        email: identity.email,
        first_name: identity.firstName,
        last_name: identity.lastName,
        currency,
        locale: signUp.locale,
        language: signUp.locale?.split('-')[0] ?? null,
        affiliate_tag: signUp.affiliateTag,
        email_confirmed_at: identity.emailVerified ? new Date() : null,
      })
      .execute();
    await tx.insertInto('social_connections').values(connectionRow(id, identity)).execute();
  });
  return id;
}

/**
 * The player an identity signs in as: the one it is connected to; else the owner of
 * the e-mail, if the provider verified it (and the identity is connected to them);
 * else a new player. A blocked player is refused before anything is written.
 */
export async function playerForIdentity(
  db: Kysely<DB>,
  identity: SocialIdentity,
  signUp: SignUpDetails,
): Promise<string> {
  const connected = await connectedPlayer(db, identity);
  if (connected) return activeId(connected);
  try {
    const owner = identity.email
      ? await db.selectFrom('players').select(['id', 'status']).where('email', '=', identity.email).executeTakeFirst()
      : undefined;
    if (!owner) return await createPlayer(db, identity, signUp);
    // Without the provider's word that the address is theirs, a stranger could walk into the account.
    if (!identity.emailVerified) throw new AppError('SOCIAL_EMAIL_IN_USE');
    await connectByEmail(db, activeId(owner), identity);
    return owner.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel sign-in of the same identity won the race; otherwise the account has another identity of this provider.
    const winner = await connectedPlayer(db, identity);
    if (winner) return activeId(winner);
    throw new AppError('SOCIAL_EMAIL_IN_USE');
  }
}

/** Connects an identity to a signed-in player; an identity belongs to one player only. */
export async function connectIdentity(db: Kysely<DB>, playerId: string, identity: SocialIdentity): Promise<void> {
  const owner = await connectedPlayer(db, identity);
  if (owner?.id === playerId) return;
  if (owner) throw new AppError('SOCIAL_ACCOUNT_TAKEN');
  await assertNotConnected(db, playerId, identity.provider);
  try {
    await db.insertInto('social_connections').values(connectionRow(playerId, identity)).execute();
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError('SOCIAL_ACCOUNT_TAKEN') : error;
  }
}

/** One account per provider: a second one is connected after the first is unlinked. */
export async function assertNotConnected(db: Kysely<DB>, playerId: string, provider: string): Promise<void> {
  const existing = await db
    .selectFrom('social_connections')
    .select('subject')
    .where('player_id', '=', playerId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (existing) throw new AppError('CONFLICT', 'An account of this provider is already connected; unlink it first');
}
