import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Issue 14: the JavaScript a page makes the browser fetch before it is interactive, compressed. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 150_000;

/** The pages the budget holds for: home, the lobby, a game page, promotions and sport. */
export const BUDGET_PAGES = ['/', '/games', '/game/nova-studio-pharaohs-fortune', '/promotions', '/sport'];

export interface FirstLoad {
  scripts: { path: string; bytes: number }[];
  bytes: number;
}

/**
 * Every script the server-rendered HTML loads up front: `<script src>`, module preloads (in the
 * head, or added after the first paint) and the inline `import("…")` that boots React Router. Chunks a page imports later (a popup,
 * the push socket) are not in it, which is the point of splitting them off.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<script[^>]*\ssrc="([^"]+\.m?js)"/g,
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
    /<link[^>]*href="([^"]+\.m?js)"[^>]*rel="modulepreload"/g,
    /import\(\s*"([^"]+\.m?js)"\s*\)/g,
    /import\s+"([^"]+\.m?js)"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) found.add(match[1]!);
  // A guest's page adds its preloads after the first paint (apps/server/src/web/paint-first.ts).
  for (const match of html.matchAll(/data-modulepreload="([^"]*)"/g)) {
    for (const src of match[1]!.split(' ').filter(Boolean)) found.add(src);
  }
  return [...found].filter((src) => src.startsWith('/'));
}

/**
 * Bytes a script costs on the wire: its brotli copy when the build made one (the server sends
 * that), the file itself otherwise (files under 1 KiB are sent as they are).
 */
export function servedBytes(clientDir: string, src: string): number {
  const file = path.join(clientDir, decodeURIComponent(src.split('?')[0]!));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return readFileSync(file).length;
}

export function firstLoad(html: string, clientDir: string): FirstLoad {
  const scripts = firstLoadScripts(html)
    .map((src) => ({ path: src, bytes: servedBytes(clientDir, src) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
