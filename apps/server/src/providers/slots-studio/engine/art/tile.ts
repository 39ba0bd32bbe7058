import type { GameTitle } from '../types.js';
import { glyph, type Paint } from './glyphs.js';
import { motif } from './motifs.js';
import { DISPLAY_FONT, displayText, escapeXml, featureBadge, idFor, paintDefs, shade, titleLines } from './svg.js';

/** Two supporting glyphs drawn beside the emblem: the title's top symbols, or its table props. */
export function supportingGlyphs(title: GameTitle): [string, string] {
  if (title.kind === 'slot') {
    const named = (id: string) => title.symbols.find((symbol) => symbol.id === id)?.glyph;
    const glyphs = ['h1', 'h2', 'h3', 'h4', 'scatter']
      .map(named)
      .filter((name): name is string => !!name && name.length > 2 && name !== title.art.emblem);
    return [glyphs[0] ?? 'coin', glyphs[1] ?? 'star'];
  }
  return title.kind === 'roulette' ? ['coin', 'star'] : ['coin', 'crown'];
}

/** A glyph placed at (x, y) centre with a size in pixels and a rotation. */
export function placed(name: string, paint: Paint, x: number, y: number, size: number, rotate = 0, extra = ''): string {
  const scale = size / 100;
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${scale})" ${extra}>${glyph(name, paint)}</g>`;
}

/** The lobby tile, 3:4 (300 × 400): scene, glowing emblem, supporting symbols, the name in display type. */
export function tileSvg(title: GameTitle): string {
  const prefix = idFor('tile', title.id);
  const { defs, paint, metal, blur } = paintDefs(title, prefix, 7);
  const { palette, art } = title;
  const sky = idFor(prefix, 'sky');
  const glow = idFor(prefix, 'glow');
  const fade = idFor(prefix, 'fade');
  const frame = idFor(prefix, 'frame');
  const [left, right] = supportingGlyphs(title);
  const lines = titleLines(title.name, 11);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(44, Math.floor(270 / (longest * 0.74)));
  const textTop = 392 - lines.length * size * 1.02 - 14;
  const badge = featureBadge(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${escapeXml(title.name)}">`,
    `<defs>${defs}`,
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(palette.surface, 0.12)}"/><stop offset=".6" stop-color="${palette.surface}"/><stop offset="1" stop-color="${palette.background}"/></linearGradient>`,
    `<radialGradient id="${glow}" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${art.glow}" stop-opacity=".95"/><stop offset=".45" stop-color="${art.glow}" stop-opacity=".35"/><stop offset="1" stop-color="${art.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${fade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.background}" stop-opacity="0"/><stop offset="1" stop-color="${palette.background}" stop-opacity=".95"/></linearGradient>`,
    `<clipPath id="${frame}"><rect width="300" height="400" rx="18"/></clipPath>`,
    `</defs>`,
    `<g clip-path="url(#${frame})">`,
    `<rect width="300" height="400" fill="url(#${sky})"/>`,
    motif(art.motif, 300, 400, title),
    `<circle cx="150" cy="170" r="150" fill="url(#${glow})"/>`,
    placed(left, paint, 62, 250, 86, -16, `opacity=".95"`),
    placed(right, paint, 244, 96, 74, 14, `opacity=".95"`),
    `<g filter="url(#${blur})" opacity=".7">${placed(art.emblem, { ...paint, fill: art.glow, ink: art.glow }, 150, 172, 196)}</g>`,
    placed(art.emblem, paint, 150, 168, 190),
    `<rect y="230" width="300" height="170" fill="url(#${fade})"/>`,
    displayText(lines, {
      x: 150,
      y: textTop + size * 0.82,
      size,
      anchor: 'middle',
      fill: `url(#${metal})`,
      ink: paint.ink,
      glow: art.glow,
      blur,
    }),
    badge
      ? `<g><rect x="12" y="12" width="${badge.length * 9.6 + 20}" height="24" rx="12" fill="${palette.background}" opacity=".78" stroke="${palette.accent}" stroke-width="1.5"/><text x="${22 + (badge.length * 9.6) / 2}" y="29" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="800" font-size="12" letter-spacing="1" fill="${palette.accent}">${badge}</text></g>`
      : '',
    `</g>`,
    `<rect x="1.5" y="1.5" width="297" height="397" rx="17" fill="none" stroke="${palette.accent}" stroke-opacity=".55" stroke-width="3"/>`,
    `</svg>`,
  ].join('');
}
