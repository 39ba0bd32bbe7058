import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Asset = { body: string; version: string; type: string };
export type Assets = { script: Asset; style: Asset };

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLIENT_DIR = path.join(HERE, 'client');
/** Where the production build puts the bundled page assets, beside the server bundle. */
const PREBUILT_DIR = path.join(HERE, 'originals-client');
const SCRIPT_FILE = 'game.js';
const STYLE_FILE = 'game.css';

const asset = (body: string, type: string): Asset => ({
  body,
  type,
  version: createHash('sha256').update(body).digest('base64url').slice(0, 12),
});

/**
 * The game page's script and style sheet, bundled and minified with esbuild on first use and
 * kept for the life of the process (the sources do not change under a running server).
 */
async function build(): Promise<Assets> {
  const { build: esbuild, transform } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [path.join(CLIENT_DIR, 'main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const sheets = await Promise.all(
    ['game.css', 'live/live.css'].map((file) => readFile(path.join(CLIENT_DIR, file), 'utf8')),
  );
  const css = await transform(sheets.join('\n'), {
    loader: 'css',
    minify: true,
  });
  return {
    script: asset(result.outputFiles[0]!.text, 'text/javascript; charset=utf-8'),
    style: asset(css.code, 'text/css; charset=utf-8'),
  };
}

/** The production build bundles the page once (`scripts/build-server.mjs`); sources are read only in development and tests. */
async function prebuilt(): Promise<Assets> {
  const [script, style] = await Promise.all([
    readFile(path.join(PREBUILT_DIR, SCRIPT_FILE), 'utf8'),
    readFile(path.join(PREBUILT_DIR, STYLE_FILE), 'utf8'),
  ]);
  return { script: asset(script, 'text/javascript; charset=utf-8'), style: asset(style, 'text/css; charset=utf-8') };
}

export async function writeClientAssets(dir: string): Promise<void> {
  const built = await build();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, SCRIPT_FILE), built.script.body);
  await writeFile(path.join(dir, STYLE_FILE), built.style.body);
}

let assets: Promise<Assets> | undefined;

export function clientAssets(): Promise<Assets> {
  assets ??= (existsSync(PREBUILT_DIR) ? prebuilt() : build()).catch((error: unknown) => {
    assets = undefined;
    throw error;
  });
  return assets;
}
