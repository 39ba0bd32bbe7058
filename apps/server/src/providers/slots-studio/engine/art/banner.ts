import type { GameTitle } from '../types.js';
import { motif } from './motifs.js';
import { DISPLAY_FONT, displayText, escapeXml, featureBadge, idFor, paintDefs, shade, titleLines } from './svg.js';
import { placed, supportingGlyphs } from './tile.js';

/** The wide banner, 16:9 (1280 × 720): the scene across, emblem on the right, name and pitch on the left. */
export function bannerSvg(title: GameTitle): string {
  const prefix = idFor('banner', title.id);
  const { defs, paint, metal, blur } = paintDefs(title, prefix, 16);
  const { palette, art } = title;
  const sky = idFor(prefix, 'sky');
  const glow = idFor(prefix, 'glow');
  const side = idFor(prefix, 'side');
  const [left, right] = supportingGlyphs(title);
  const lines = titleLines(title.name, 10);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(112, Math.floor(600 / (longest * 0.74)));
  const top = 360 - (lines.length * size * 1.02) / 2;
  const badge = featureBadge(title);
  const facts = [`RTP ${title.rtp.toFixed(2)}%`, `${title.volatility.toUpperCase()} VOLATILITY`];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeXml(title.name)}">`,
    `<defs>${defs}`,
    `<linearGradient id="${sky}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background}"/><stop offset=".55" stop-color="${palette.surface}"/><stop offset="1" stop-color="${shade(palette.surface, 0.15)}"/></linearGradient>`,
    `<radialGradient id="${glow}" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${art.glow}" stop-opacity=".9"/><stop offset=".5" stop-color="${art.glow}" stop-opacity=".3"/><stop offset="1" stop-color="${art.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${side}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.background}" stop-opacity=".92"/><stop offset=".55" stop-color="${palette.background}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.background}" stop-opacity="0"/></linearGradient>`,
    `</defs>`,
    `<rect width="1280" height="720" fill="url(#${sky})"/>`,
    motif(art.motif, 1280, 720, title),
    `<circle cx="960" cy="350" r="390" fill="url(#${glow})"/>`,
    placed(left, paint, 760, 600, 170, -14),
    placed(right, paint, 1160, 150, 170, 12),
    `<g filter="url(#${blur})" opacity=".7">${placed(art.emblem, { ...paint, fill: art.glow, ink: art.glow }, 970, 360, 470)}</g>`,
    placed(art.emblem, paint, 970, 350, 450),
    `<rect width="760" height="720" fill="url(#${side})"/>`,
    badge
      ? `<rect x="90" y="${top - 96}" width="${badge.length * 20 + 44}" height="52" rx="26" fill="${palette.accent}"/><text x="${112 + (badge.length * 20) / 2}" y="${top - 61}" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="26" letter-spacing="2" fill="${palette.background}">${badge}</text>`
      : '',
    displayText(lines, {
      x: 90,
      y: top + size * 0.82,
      size,
      anchor: 'start',
      fill: `url(#${metal})`,
      ink: paint.ink,
      glow: art.glow,
      blur,
    }),
    `<text x="92" y="${top + lines.length * size * 1.02 + 52}" font-family="${DISPLAY_FONT}" font-weight="700" font-size="28" letter-spacing="3" fill="${palette.text}" opacity=".9">${facts.join('  ·  ')}</text>`,
    `<text x="92" y="660" font-family="${DISPLAY_FONT}" font-weight="800" font-size="22" letter-spacing="6" fill="${palette.accent}" opacity=".85">NOVA STUDIO</text>`,
    `</svg>`,
  ].join('');
}
