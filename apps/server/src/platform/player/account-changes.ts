import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { localizePath } from '@casino/shared/locales';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { Messenger } from '../messaging/messenger.js';
import type { OneTimeCodes } from './codes.js';
import { verifyPassword } from './passwords.js';
import type { PlayerRow } from './profile.js';
import { closeAllSessions, type ActiveSession } from './sessions.js';

/** How long the owner of the old address has to undo a change they did not make. */
export const UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * A player with no password and no address to send a code to (signed up in Telegram)
 * proves it is them by having signed in this recently.
 */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface ReauthProof {
  currentPassword?: string | undefined;
  reauthCode?: string | undefined;
}

/**
 * Refuses a sensitive change unless the request carries the current password or a
 * code just sent to the player's own address: a stolen access token alone is not enough.
 */
export async function confirmIdentity(
  { db, codes }: { db: Kysely<DB>; codes: OneTimeCodes },
  player: PlayerRow,
  session: ActiveSession,
  proof: ReauthProof,
): Promise<void> {
  if (proof.currentPassword !== undefined && player.password_hash !== null) {
    if (await verifyPassword(player.password_hash, proof.currentPassword)) return;
    throw new AppError('CURRENT_PASSWORD_WRONG', undefined, { currentPassword: ['The current password is wrong'] });
  }
  if (proof.reauthCode !== undefined) {
    if (await codes.spendCode('reauth', { playerId: player.id }, proof.reauthCode)) return;
    throw new AppError('CODE_INVALID', undefined, { reauthCode: ['The code is wrong or has expired'] });
  }
  if (player.password_hash === null && player.email === null && player.phone === null) {
    const row = await db
      .selectFrom('player_sessions')
      .select('created_at')
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    if (Date.now() - new Date(row.created_at).getTime() <= FRESH_SIGN_IN_MS) return;
  }
  throw new AppError('REAUTHENTICATION_REQUIRED');
}

/** Where a player's codes and notices go: the e-mail if there is one, else the phone. */
export function ownAddress(
  player: Pick<PlayerRow, 'email' | 'phone'>,
): { channel: 'email' | 'phone'; to: string } | null {
  if (player.email) return { channel: 'email', to: player.email };
  if (player.phone) return { channel: 'phone', to: player.phone };
  return null;
}

export interface SiteMessages {
  db: Kysely<DB>;
  codes: OneTimeCodes;
  messenger: Messenger;
  siteUrl: string;
  projectName: string;
}

export function siteMessages(app: FastifyInstance): SiteMessages {
  return {
    db: app.db,
    codes: app.codes,
    messenger: app.messenger,
    siteUrl: app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`,
    projectName: app.config.PROJECT_NAME,
  };
}

/** Sends the code that `confirmIdentity` accepts as `reauthCode`, to the player's own address. */
export async function sendReauthCode(site: SiteMessages, player: PlayerRow): Promise<'email' | 'phone'> {
  const address = ownAddress(player);
  if (!address) throw new AppError('CONFLICT', 'There is no e-mail or phone to send a code to');
  const issued = await site.codes.issue('reauth', address.to, player.id);
  const text = `Your ${site.projectName} confirmation code is ${issued.code}. It works for 10 minutes. If you did not ask for it, change your password.`;
  if (address.channel === 'email') {
    await site.messenger.sendEmail({ to: address.to, subject: `Confirm it is you on ${site.projectName}`, text });
  } else {
    await site.messenger.sendSms(address.to, text);
  }
  return address.channel;
}

type ChangeKind = 'email' | 'phone' | 'password';

const NOTICES: Record<ChangeKind, string> = {
  email: 'The e-mail address of your account was changed',
  phone: 'The phone number of your account was changed',
  password: 'The password of your account was changed',
};

/**
 * Records a change of e-mail, phone or password made by the player `before` describes,
 * and tells the address the player had (the old e-mail for an e-mail change, the old
 * phone for a phone change), with a single-use link that undoes it and locks the account.
 */
export async function recordChange(site: SiteMessages, before: PlayerRow, kind: ChangeKind): Promise<void> {
  const previous = kind === 'email' ? before.email : kind === 'phone' ? before.phone : null;
  const address =
    kind === 'phone' && before.phone ? { channel: 'phone' as const, to: before.phone } : ownAddress(before);
  if (!address) return;
  const token = randomBytes(24).toString('base64url');
  await site.db
    .insertInto('player_account_changes')
    .values({
      id: randomUUID(),
      player_id: before.id,
      kind,
      previous_value: previous,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + UNDO_TTL_MS),
    })
    .execute();
  const link = `${site.siteUrl}${localizePath('/auth/undo-change', before.locale ?? 'en')}?token=${token}`;
  if (address.channel === 'email') {
    await site.messenger.sendEmail({
      to: address.to,
      subject: `${NOTICES[kind]} (${site.projectName})`,
      text: `${NOTICES[kind]}.\n\nIf this was you, there is nothing to do.\n\nIf it was not you, open this link within 7 days: it undoes the change, signs every device out and locks the account until you set a new password.\n${link}`,
    });
  } else {
    await site.messenger.sendSms(address.to, `${site.projectName}: ${NOTICES[kind]}. Not you? Undo it: ${link}`);
  }
}

export interface UndoneChange {
  playerId: string;
  kind: ChangeKind;
  closedSessions: string[];
  /** A password-reset link token, for the holder of the undo link to set a new password at once. */
  resetToken: string;
}

/**
 * Spends an undo link: puts the old e-mail or phone back, closes every session, voids
 * every open code (a half-finished change by the intruder) and locks the account until
 * a new password is set.
 */
export async function undoChange(
  { db, codes }: { db: Kysely<DB>; codes: OneTimeCodes },
  token: string,
): Promise<UndoneChange | null> {
  const now = new Date();
  const undone = await db.transaction().execute(async (tx) => {
    const change = await tx
      .updateTable('player_account_changes')
      .set({ undone_at: now })
      .where('token_hash', '=', sha256(token))
      .where('undone_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['player_id', 'kind', 'previous_value'])
      .executeTakeFirst();
    if (!change) return null;
    const column = change.kind === 'email' ? 'email' : change.kind === 'phone' ? 'phone' : null;
    if (column) {
      // An address that somebody else took in the meantime stays theirs; the lock still holds.
      const taken =
        change.previous_value !== null &&
        (await tx
          .selectFrom('players')
          .select('id')
          .where(column, '=', change.previous_value)
          .where('id', '!=', change.player_id)
          .executeTakeFirst());
      if (!taken) {
        // The link reached the old address, which proves it is still the player's.
        const confirmedAt = change.previous_value === null ? null : now;
        await tx
          .updateTable('players')
          .set(
            column === 'email'
              ? { email: change.previous_value, email_confirmed_at: confirmedAt }
              : { phone: change.previous_value, phone_confirmed_at: confirmedAt },
          )
          .where('id', '=', change.player_id)
          .execute();
      }
    }
    await tx
      .updateTable('players')
      .set({ locked_at: now, updated_at: now })
      .where('id', '=', change.player_id)
      .execute();
    await tx
      .updateTable('player_codes')
      .set({ used_at: now })
      .where('player_id', '=', change.player_id)
      .where('used_at', 'is', null)
      .execute();
    return {
      playerId: change.player_id,
      kind: change.kind,
      closedSessions: await closeAllSessions(tx, change.player_id),
    };
  });
  if (!undone) return null;
  const player = await db
    .selectFrom('players')
    .select(['email', 'phone'])
    .where('id', '=', undone.playerId)
    .executeTakeFirstOrThrow();
  const issued = await codes.issue('password-reset', player.email ?? player.phone ?? undone.playerId, undone.playerId);
  return { ...undone, resetToken: issued.token };
}
