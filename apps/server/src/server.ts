import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startDemoMode } from './demo-mode.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { startContent } from './platform/content/startup.js';
import { seedSettings } from './platform/settings/service.js';
import { closeRedis, openRedis } from './redis.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  if (config.SEED_DEMO_DATA) await seedSettings(database.db);

  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : null;

  const app = await buildApp({
    config,
    database,
    redis,
    ...(config.SERVE_WEB ? { web: config.NODE_ENV === 'development' ? 'development' : 'production' } : {}),
  });
  await startDemoMode(app);
  const contentWatcher = await startContent(config, database, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    contentWatcher?.close();
    await app.close();
    await database.close();
    if (redis) await closeRedis(redis);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

await main();
