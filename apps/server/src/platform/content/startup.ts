import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { loadContent, type LoadReport } from './loader.js';
import { watchContent, type ContentWatcher } from './watch.js';

function logReport(log: FastifyBaseLogger, report: LoadReport) {
  const { loaded, unchanged, removed, ignored } = report;
  log.info({ loaded, unchanged, removed, ignored: ignored.length }, 'content loaded');
  for (const error of report.errors) log.error({ error }, 'content file refused');
}

/** Loads the content folder at start; in development it is watched and reloaded on change. */
export async function startContent(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<ContentWatcher | null> {
  logReport(log, await loadContent(database, config.CONTENT_DIR));
  if (config.NODE_ENV !== 'development') return null;
  return watchContent(
    database,
    config.CONTENT_DIR,
    (report) => logReport(log, report),
    (error) => log.error({ err: error }, 'content reload failed'),
  );
}
