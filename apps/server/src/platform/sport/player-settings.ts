import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import { refuseWhenSportsDisabled } from './routes.js';
import type { Acceptance, OddsFormat } from './tables.js';

/**
 * A signed-in player's sportsbook settings, kept with their account so every device shows
 * odds the same way; a player who never saved any gets the defaults the slip starts with.
 */
export interface SportPlayerSettings {
  oddsFormat: OddsFormat;
  acceptance: Acceptance;
}

export const DEFAULT_SPORT_SETTINGS: SportPlayerSettings = { oddsFormat: 'decimal', acceptance: 'higher' };

export async function sportSettings(db: Kysely<DB>, playerId: string): Promise<SportPlayerSettings> {
  const row = await db
    .selectFrom('sport_player_settings')
    .select(['odds_format', 'acceptance'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ? { oddsFormat: row.odds_format, acceptance: row.acceptance } : DEFAULT_SPORT_SETTINGS;
}

async function saveSportSettings(
  db: Kysely<DB>,
  playerId: string,
  change: Partial<SportPlayerSettings>,
): Promise<SportPlayerSettings> {
  const next = { ...(await sportSettings(db, playerId)), ...change };
  const values = { odds_format: next.oddsFormat, acceptance: next.acceptance, updated_at: new Date() };
  await db
    .insertInto('sport_player_settings')
    .values({ player_id: playerId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute();
  return next;
}

const oddsFormat = z.enum(['decimal', 'fractional', 'american'], {
  error: 'Choose decimal, fractional or american',
});
const acceptance = z.enum(['none', 'higher', 'any'], { error: 'Choose none, higher or any' });
const settingsView = z.object({ oddsFormat, acceptance });

export const sportSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sport'];
  app.addHook('onRequest', refuseWhenSportsDisabled);

  app.get(
    '/game/sport/settings',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: 'My sportsbook settings: odds format and default odds-change acceptance',
        response: { 200: settingsView },
      },
    },
    async (request) => sportSettings(app.db, currentPlayer(request).playerId),
  );

  app.put(
    '/game/sport/settings',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: 'Change my sportsbook settings (either or both)',
        body: settingsView.partial().refine((b) => b.oddsFormat !== undefined || b.acceptance !== undefined, {
          error: 'Give oddsFormat, acceptance or both',
        }),
        response: { 200: settingsView },
      },
    },
    async (request) => saveSportSettings(app.db, currentPlayer(request).playerId, request.body),
  );
};
