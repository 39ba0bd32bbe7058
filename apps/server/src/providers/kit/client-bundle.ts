import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Asset = { body: string; version: string; type: string };
export type Assets = { script: Asset; style: Asset };

const SCRIPT_FILE = 'game.js';
const STYLE_FILE = 'game.css';

const asset = (body: string, type: string): Asset => ({
  body,
  type,
  version: createHash('sha256').update(body).digest('base64url').slice(0, 12),
});

export interface ClientBundle {
  /** The page's script and style sheet: prebuilt in production, bundled on first use otherwise. */
  clientAssets(): Promise<Assets>;
  /** What the production build (`scripts/build-server.mjs`) runs once to prebuild them into `dir`. */
  writeClientAssets(dir: string): Promise<void>;
}

/**
 * A studio's game page bundle: `client/main.ts` under `sourceDir` and its style sheets, bundled
 * and minified with esbuild and kept for the life of the process (the sources do not change
 * under a running server). `prebuiltDir` is where the production build puts them, beside the
 * server bundle.
 */
export function clientBundle(options: { sourceDir: string; styleSheets: string[]; prebuiltDir: string }): ClientBundle {
  const clientDir = path.join(options.sourceDir, 'client');

  async function build(): Promise<Assets> {
    const { build: esbuild, transform } = await import('esbuild');
    const result = await esbuild({
      entryPoints: [path.join(clientDir, 'main.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      target: ['es2020'],
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const sheets = await Promise.all(options.styleSheets.map((file) => readFile(path.join(clientDir, file), 'utf8')));
    const css = await transform(sheets.join('\n'), { loader: 'css', minify: true });
    return {
      script: asset(result.outputFiles[0]!.text, 'text/javascript; charset=utf-8'),
      style: asset(css.code, 'text/css; charset=utf-8'),
    };
  }

  async function prebuilt(): Promise<Assets> {
    const [script, style] = await Promise.all([
      readFile(path.join(options.prebuiltDir, SCRIPT_FILE), 'utf8'),
      readFile(path.join(options.prebuiltDir, STYLE_FILE), 'utf8'),
    ]);
    return { script: asset(script, 'text/javascript; charset=utf-8'), style: asset(style, 'text/css; charset=utf-8') };
  }

  let assets: Promise<Assets> | undefined;
  return {
    clientAssets() {
      assets ??= (existsSync(options.prebuiltDir) ? prebuilt() : build()).catch((error: unknown) => {
        assets = undefined;
        throw error;
      });
      return assets;
    },
    async writeClientAssets(dir) {
      const built = await build();
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, SCRIPT_FILE), built.script.body);
      await writeFile(path.join(dir, STYLE_FILE), built.style.body);
    },
  };
}
