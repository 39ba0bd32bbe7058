import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { LaunchRequest } from '../../contracts/game-provider.js';
import { kitRefusal } from './errors.js';
import type { KitTables } from './tables.js';

export type LaunchRow = Selectable<KitTables['launches']>;

/** Play money a demo launch starts with, in units of its currency (1,000.00). */
export const DEMO_UNITS = 1000n;
/** How long a launch URL keeps working; a real round's money is still guarded by the platform's session. */
const LAUNCH_TTL_MS = 24 * 60 * 60 * 1000;

/** A launch id is the only credential the game page holds: 256 random bits, URL-safe. */
const newLaunchId = () => randomBytes(32).toString('base64url');

export const LAUNCH_ID = /^[A-Za-z0-9_-]{43}$/;

export async function createLaunch(
  db: Kysely<KitTables>,
  request: LaunchRequest,
  now = new Date(),
): Promise<LaunchRow> {
  const common = {
    id: newLaunchId(),
    game_id: request.gameId,
    currency: request.currency,
    subunit_to_unit: request.subunitToUnit,
    locale: request.locale,
    lobby_url: request.lobbyUrl,
    platform: request.platform,
    expires_at: new Date(now.getTime() + LAUNCH_TTL_MS),
  };
  const values = request.demo
    ? {
        ...common,
        demo: true,
        session_token: null,
        player_id: null,
        demo_balance: DEMO_UNITS * BigInt(request.subunitToUnit),
      }
    : {
        ...common,
        demo: false,
        session_token: request.sessionToken,
        player_id: request.playerId,
        demo_balance: null,
      };
  return db.insertInto('launches').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findLaunch(db: Kysely<KitTables>, id: string, now = new Date()): Promise<LaunchRow> {
  const launch = LAUNCH_ID.test(id)
    ? await db.selectFrom('launches').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!launch) throw kitRefusal('LAUNCH_NOT_FOUND', 'This game link is not valid: open the game again from the casino');
  if (launch.expires_at <= now)
    throw kitRefusal('LAUNCH_EXPIRED', 'This game link has expired: open the game again from the casino');
  return launch;
}

/** The locale a launch was opened in, or null for an unknown id (the page then shows its refusal in English). */
export async function launchLocale(db: Kysely<KitTables>, id: string): Promise<string | null> {
  if (!LAUNCH_ID.test(id)) return null;
  const row = await db.selectFrom('launches').select('locale').where('id', '=', id).executeTakeFirst();
  return row?.locale ?? null;
}

/** Demo launches are play money only: once expired a day, they and their rounds go. */
export async function deleteStaleDemoLaunches(db: Kysely<KitTables>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('launches')
    .where('demo', '=', true)
    .where('expires_at', '<', new Date(now.getTime() - LAUNCH_TTL_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
