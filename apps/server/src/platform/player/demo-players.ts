import { randomUUID } from 'node:crypto';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashPassword } from './passwords.js';

/** Shared by every demo player, printed in the start log and the README: nothing here is secret. */
export const DEMO_PASSWORD = 'no-real-money';

export const DEMO_PLAYERS = [
  { email: 'demo@example.com', nickname: 'DemoAce', currency: 'EUR' },
  { email: 'demo2@example.com', nickname: 'DemoQueen', currency: 'USD' },
] as const;

/** The demo players' e-mails that have an account in this database. */
export async function demoPlayerEmails(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('players')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_PLAYERS.map((p) => p.email),
    )
    .execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/**
 * Players a newcomer can sign in as at once, e-mail confirmed. Idempotent: one that exists
 * (its password changed, say) is left as it is, and a taken nickname skips the player.
 */
export async function seedDemoPlayers(db: Kysely<DB>): Promise<void> {
  const existing = await demoPlayerEmails(db);
  const missing = DEMO_PLAYERS.filter((p) => !existing.includes(p.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('players')
    .values(
      missing.map((p) => ({
        id: randomUUID(),
        email: p.email,
        password_hash: passwordHash,
        nickname: p.nickname,
        currency: p.currency,
        email_confirmed_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * A live site started on a database that once ran as a demo would keep players whose
 * password is in the README: they are blocked, and the number blocked is returned.
 */
export async function blockDemoPlayers(db: Kysely<DB>): Promise<number> {
  const blocked = await db
    .updateTable('players')
    .set({ status: PLAYER_STATUS.blocked })
    .where(
      'email',
      'in',
      DEMO_PLAYERS.map((p) => p.email),
    )
    .where('status', '=', PLAYER_STATUS.active)
    .executeTakeFirst();
  return Number(blocked.numUpdatedRows);
}
