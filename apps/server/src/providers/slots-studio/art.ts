import { createHash } from 'node:crypto';
import { bannerSvg, symbolSvg, tileSvg } from './engine/art/index.js';
import { titleById } from './engine/titles.js';

export type ArtFile = { svg: string; version: string };

const cache = new Map<string, ArtFile | null>();

const versioned = (svg: string): ArtFile => ({
  svg,
  version: createHash('sha256').update(svg).digest('base64url').slice(0, 12),
});

/**
 * A title's tile, banner or reel symbol, drawn once per process. Its content hash versions
 * the URL, so a browser may keep it forever and still sees new art after a release.
 */
export function artFile(gameId: string, file: string): ArtFile | null {
  const key = `${gameId}/${file}`;
  if (cache.has(key)) return cache.get(key)!;
  const title = titleById(gameId);
  let svg: string | null = null;
  if (title && file === 'tile.svg') svg = tileSvg(title);
  else if (title && file === 'banner.svg') svg = bannerSvg(title);
  else if (title?.kind === 'slot') {
    const symbol = /^symbols\/([A-Za-z0-9_-]+)\.svg$/.exec(file)?.[1];
    if (symbol && title.symbols.some((s) => s.id === symbol)) svg = symbolSvg(title, symbol);
  }
  const art = svg === null ? null : versioned(svg);
  cache.set(key, art);
  return art;
}

/** The URL under the studio's base that serves this file at its current version. */
export function artUrl(basePath: string, gameId: string, file: string): string {
  const art = artFile(gameId, file);
  return `${basePath}/art/${gameId}/${file}${art ? `?v=${art.version}` : ''}`;
}
