import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { closeRedis } from '../redis.js';
import { seedSettings } from '../platform/settings/service.js';
import { pgliteTemplate } from './pglite-template.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

// One key for every test app of this process, so apps that share a database open each other's sealed secrets.
const TEST_SECRETS_KEY = randomBytes(32).toString('hex');

/**
 * A fresh app on a fresh database: in-memory PGlite, or a schema of its own on the
 * PostgreSQL server of TEST_DATABASE_URL so test files can run side by side.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { redis = null, database: shared }: { redis?: Redis | null; database?: Database } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRETS_KEY: TEST_SECRETS_KEY, ...env });
  const url = process.env.TEST_DATABASE_URL;
  const schema = shared || !url ? undefined : `test_${randomBytes(6).toString('hex')}`;
  const database =
    shared ??
    (await openDatabase({
      url,
      dataDir: 'memory://',
      ...(schema ? { schema } : {}),
      ...(url ? {} : { template: pgliteTemplate() }),
    }));
  // A copy of the template is migrated and seeded already.
  if (!shared && url) {
    await migrate(database);
    await seedSettings(database.db);
  }
  const app = await buildApp({ config, database, redis, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      // A database lent by another test app is closed by its owner.
      if (!shared) {
        if (schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
        await database.close();
      }
      if (redis) await closeRedis(redis);
    },
  };
}
