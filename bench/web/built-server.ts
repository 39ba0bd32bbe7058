import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CLIENT_DIR = path.join(ROOT, 'apps/web/build/client');

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production build (`npm run build` first) in a process of its own on a fresh PGlite
 * folder, as `npm start` runs it; `url` given instead measures a site already running.
 */
export async function builtSite(port: number, url?: string): Promise<RunningSite> {
  if (url) return { url: url.replace(/\/$/, ''), stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const child = spawn('node', [path.join(ROOT, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The folder goes only once the server has closed its database.
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { url: base, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the built server did not answer on ${base} within 90 s (run \`npm run build\` first)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
