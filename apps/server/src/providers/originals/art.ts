import { createHash } from 'node:crypto';
import { gameById } from './games/registry.js';
import type { OriginalTitle } from './games/types.js';

/** Each game's emblem, drawn in a 100 × 100 box centred on (50, 50). */
const EMBLEMS: Record<string, string> = {
  dice: '<rect x="18" y="18" width="64" height="64" rx="14" fill="#fff"/><g fill="#0b1424"><circle cx="34" cy="34" r="7"/><circle cx="66" cy="34" r="7"/><circle cx="50" cy="50" r="7"/><circle cx="34" cy="66" r="7"/><circle cx="66" cy="66" r="7"/></g>',
  limbo:
    '<path d="M14 82 L40 50 L56 62 L86 18" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/><path d="M70 16 H88 V34" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>',
  plinko:
    '<g fill="#fff">' +
    [0, 1, 2, 3]
      .flatMap((row) =>
        Array.from(
          { length: row + 2 },
          (_, i) => `<circle cx="${50 - (row + 1) * 9 + i * 18}" cy="${22 + row * 18}" r="4.5"/>`,
        ),
      )
      .join('') +
    '</g><circle cx="50" cy="86" r="9" fill="#ffd23f"/>',
  keno:
    '<g font-family="Arial, sans-serif" font-weight="900" font-size="20" text-anchor="middle">' +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map((col) => {
          const lit = (row + col) % 2 === 0;
          return `<rect x="${14 + col * 25}" y="${14 + row * 25}" width="22" height="22" rx="5" fill="${lit ? '#fff' : 'rgba(255,255,255,.25)'}"/><text x="${25 + col * 25}" y="${32 + row * 25}" fill="${lit ? '#0b1424' : '#fff'}" font-size="12">${row * 3 + col + 1}</text>`;
        }),
      )
      .join('') +
    '</g>',
  roulette:
    '<circle cx="50" cy="50" r="38" fill="none" stroke="#fff" stroke-width="8"/>' +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${50 + Math.cos(a) * 14}" y1="${50 + Math.sin(a) * 14}" x2="${50 + Math.cos(a) * 34}" y2="${50 + Math.sin(a) * 34}" stroke="${i % 2 ? '#ff3b5c' : '#fff'}" stroke-width="6"/>`;
    }).join('') +
    '<circle cx="50" cy="50" r="9" fill="#ffd23f"/>',
  mines:
    '<circle cx="50" cy="54" r="26" fill="#fff"/><rect x="46" y="14" width="8" height="16" rx="3" fill="#fff"/><path d="M54 16 Q66 6 74 14" stroke="#ffd23f" stroke-width="5" fill="none"/><circle cx="41" cy="46" r="7" fill="rgba(11,20,36,.35)"/>',
  crash:
    '<path d="M10 88 H90 M10 88 V10" stroke="rgba(255,255,255,.3)" stroke-width="3"/><path d="M12 86 Q56 84 80 22" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/><circle cx="80" cy="22" r="16" fill="#ffd23f" opacity=".35"/><circle cx="80" cy="22" r="9" fill="#ffd23f"/>',
  hilo: '<rect x="12" y="22" width="42" height="60" rx="7" fill="rgba(255,255,255,.55)" transform="rotate(-12 33 52)"/><rect x="42" y="18" width="44" height="64" rx="8" fill="#fff"/><path d="M64 28 L76 44 H52 Z" fill="#0b1424"/><path d="M64 72 L76 56 H52 Z" fill="#e63950"/>',
  blackjack:
    '<rect x="14" y="20" width="44" height="64" rx="8" fill="#fff" transform="rotate(-10 36 52)"/><rect x="42" y="16" width="44" height="64" rx="8" fill="#fff"/><text x="64" y="58" font-family="Arial, sans-serif" font-weight="900" font-size="30" text-anchor="middle" fill="#0b1424">21</text><path d="M27 40 C20 48 24 56 30 53 L28 60 H36 L34 53 C40 56 44 48 37 40 L32 34 Z" fill="#0b1424" transform="rotate(-10 36 52)"/>',
};

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(title: OriginalTitle, width: number, height: number): string {
  const { from, to, accent } = title.palette;
  const size = Math.min(width, height) * 0.55;
  const emblem = EMBLEMS[title.id] ?? '';
  const wide = width > height;
  const ex = wide ? width * 0.72 - size / 2 : (width - size) / 2;
  const ey = wide ? (height - size) / 2 : height * 0.14;
  const tx = wide ? width * 0.08 : width / 2;
  const ty = wide ? height * 0.58 : height * 0.86;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="h" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#h)"/>
<svg x="${ex}" y="${ey}" width="${size}" height="${size}" viewBox="0 0 100 100">${emblem}</svg>
<text x="${tx}" y="${ty}" text-anchor="${wide ? 'start' : 'middle'}" font-family="Inter, Arial, sans-serif" font-weight="900" font-size="${Math.round(height * (wide ? 0.16 : 0.1))}" fill="#fff" letter-spacing="1">${escapeXml(title.name.toUpperCase())}</text>
<text x="${tx}" y="${ty + height * (wide ? 0.14 : 0.07)}" text-anchor="${wide ? 'start' : 'middle'}" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${Math.round(height * (wide ? 0.07 : 0.04))}" fill="${accent}" letter-spacing="3">ORIGINALS</text>
</svg>`;
}

/** A game's tile (3:4) or banner (16:9) as SVG with a version for caching; undefined when unknown. */
export function artFile(gameId: string, file: string): { svg: string; version: string } | undefined {
  const game = gameById(gameId);
  if (!game) return undefined;
  const body =
    file === 'tile.svg' ? svg(game.title, 300, 400) : file === 'banner.svg' ? svg(game.title, 960, 540) : undefined;
  if (!body) return undefined;
  return { svg: body, version: createHash('sha256').update(body).digest('base64url').slice(0, 12) };
}
