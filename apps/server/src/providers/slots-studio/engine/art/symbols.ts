import type { SlotTitle } from '../types.js';
import { glyph } from './glyphs.js';
import { DISPLAY_FONT, idFor, paintDefs, SERIF_FONT, shade } from './svg.js';

const RANK_LABELS = ['A', 'K', 'Q', 'J', '10', '9'];

/**
 * A reel symbol, square (120 × 120): a jewel-cut tile in the title's colours with the symbol's
 * glyph; card ranks in a serif cut from the title's metal; wilds, scatters and the jackpot
 * carry a ribbon that names them.
 */
export function symbolSvg(title: SlotTitle, symbolId: string): string {
  const symbol = title.symbols.find((s) => s.id === symbolId);
  if (!symbol) throw new Error(`${title.id} has no symbol ${symbolId}`);
  const prefix = idFor('sym', title.id, symbolId);
  const { defs, paint, metal, blur } = paintDefs(title, prefix, 4);
  const { palette, art } = title;
  const back = idFor(prefix, 'back');
  const special = symbol.kind !== 'regular';
  const rank = RANK_LABELS.includes(symbol.glyph);
  const rankIndex = RANK_LABELS.indexOf(symbol.glyph);
  // Ranks cycle through the title's colours so a row of low symbols still reads apart.
  const rankColors = [
    palette.accent,
    art.secondary,
    art.glow,
    shade(art.secondary, 0.35),
    shade(palette.accent, 0.3),
    shade(art.glow, -0.2),
  ];
  const rankFill = idFor(prefix, 'rank');
  const ribbon =
    symbol.kind === 'wild'
      ? symbol.multiplier
        ? `WILD ×${symbol.multiplier}`
        : 'WILD'
      : symbol.kind === 'scatter'
        ? 'BONUS'
        : symbol.kind === 'jackpot'
          ? 'JACKPOT'
          : null;
  const body = rank
    ? `<defs><linearGradient id="${rankFill}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".35" stop-color="${rankColors[rankIndex]}"/><stop offset="1" stop-color="${shade(rankColors[rankIndex]!, -0.5)}"/></linearGradient></defs>` +
      `<text x="60" y="${symbol.glyph === '10' ? 82 : 86}" text-anchor="middle" font-family="${SERIF_FONT}" font-weight="900" font-size="${symbol.glyph === '10' ? 58 : 70}" fill="url(#${rankFill})" stroke="${paint.ink}" stroke-width="4" paint-order="stroke" stroke-linejoin="round">${symbol.glyph}</text>`
    : `<g filter="url(#${blur})" opacity=".55" transform="translate(14 ${ribbon ? 8 : 14}) scale(.92)">${glyph(symbol.glyph, { ...paint, fill: art.glow, ink: art.glow })}</g>` +
      `<g transform="translate(16 ${ribbon ? 8 : 16}) scale(.88)">${glyph(symbol.glyph, paint)}</g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">`,
    `<defs>${defs}<radialGradient id="${back}" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="${shade(palette.surface, special ? 0.35 : 0.18)}"/><stop offset="1" stop-color="${palette.background}"/></radialGradient></defs>`,
    `<rect x="3" y="3" width="114" height="114" rx="18" fill="url(#${back})" stroke="${special ? art.glow : palette.accent}" stroke-opacity="${special ? 1 : 0.45}" stroke-width="${special ? 4 : 2.5}"/>`,
    special
      ? `<rect x="9" y="9" width="102" height="102" rx="13" fill="none" stroke="${art.glow}" stroke-opacity=".35" stroke-width="2"/>`
      : '',
    body,
    ribbon
      ? `<path d="M6 88 H114 L106 100 L114 112 H6 L14 100 Z" fill="url(#${metal})" stroke="${paint.ink}" stroke-width="2.5"/>` +
        `<text x="60" y="106" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${ribbon.length > 6 ? 15 : 18}" letter-spacing="1" fill="${paint.ink}">${ribbon}</text>`
      : '',
    `</svg>`,
  ].join('');
}
