import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashPassword } from './passwords.js';

/** Shared by every demo player, printed in the start log and the README: nothing here is secret. */
export const DEMO_PASSWORD = 'no-real-money';

export const DEMO_PLAYERS = [
  { email: 'demo@example.com', nickname: 'DemoAce', currency: 'EUR' },
  { email: 'demo2@example.com', nickname: 'DemoQueen', currency: 'USD' },
] as const;

/**
 * Players a newcomer can sign in as at once, e-mail confirmed. Idempotent: one that exists
 * (its password changed, say) is left as it is, and a taken nickname skips the player.
 */
export async function seedDemoPlayers(db: Kysely<DB>): Promise<void> {
  const existing = await db
    .selectFrom('players')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_PLAYERS.map((p) => p.email),
    )
    .execute();
  const missing = DEMO_PLAYERS.filter((p) => !existing.some((row) => row.email === p.email));
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
