import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Asset = { body: string; version: string; type: string };
export type Assets = { script: Asset; style: Asset };

const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client');

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
  const css = await transform(await readFile(path.join(CLIENT_DIR, 'game.css'), 'utf8'), {
    loader: 'css',
    minify: true,
  });
  return {
    script: asset(result.outputFiles[0]!.text, 'text/javascript; charset=utf-8'),
    style: asset(css.code, 'text/css; charset=utf-8'),
  };
}

let assets: Promise<Assets> | undefined;

export function clientAssets(): Promise<Assets> {
  assets ??= build().catch((error: unknown) => {
    assets = undefined;
    throw error;
  });
  return assets;
}
