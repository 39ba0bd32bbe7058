import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { devMailboxEnabled, oidcDevIssuer, pspSandboxEnabled, type Config } from './config.js';
import type { DB } from './db/schema.js';
import { blockDemoPlayers, DEMO_PASSWORD, DEMO_PLAYERS, seedDemoPlayers } from './platform/player/demo-players.js';

/** The start log's one line about demo mode, naming the demo parts that are really on. */
export function demoModeNotice(config: Config, withPlayers: boolean): string {
  const parts = [
    pspSandboxEnabled(config) && 'sandbox payments',
    devMailboxEnabled(config) && 'dev mailbox',
    oidcDevIssuer(config) !== null && 'dev sign-in',
  ].filter((part): part is string => typeof part === 'string');
  const on =
    parts.length === 0
      ? 'every demo part is switched off'
      : `${new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(parts)} ${parts.length === 1 ? 'is' : 'are'} on`;
  const players = withPlayers
    ? `; demo players ${DEMO_PLAYERS.map((p) => p.email).join(', ')}, password ${DEMO_PASSWORD}`
    : '';
  return `DEMO MODE: ${on} — no real money${players}`;
}

/** In demo mode: seeds the demo players (with the demo data) and says so once. Live: blocks any left over. */
export async function startDemoMode(app: {
  config: Config;
  db: Kysely<DB>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<void> {
  if (!app.config.DEMO_MODE) {
    const blocked = await blockDemoPlayers(app.db);
    if (blocked > 0) app.log.warn(`blocked ${blocked} demo player(s) left from demo mode: their password is public`);
    return;
  }
  if (app.config.SEED_DEMO_DATA) await seedDemoPlayers(app.db);
  app.log.warn(demoModeNotice(app.config, app.config.SEED_DEMO_DATA));
}
