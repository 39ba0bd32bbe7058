import { watch } from 'node:fs';
import type { Database } from '../../db/database.js';
import { loadContent, type LoadReport } from './loader.js';

export interface ContentWatcher {
  close(): void;
}

/**
 * Development only: reloads the content folder shortly after files stop changing.
 * Loads never overlap; a change during a load schedules one more.
 */
export function watchContent(
  database: Database,
  dir: string,
  onReload: (report: LoadReport) => void,
  onError: (error: unknown) => void,
  settleMs = 150,
): ContentWatcher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const reload = () => {
    if (running) {
      again = true;
      return;
    }
    running = loadContent(database, dir)
      .then(onReload, onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          reload();
        }
      });
  };

  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(reload, settleMs);
  });
  watcher.on('error', onError);
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
