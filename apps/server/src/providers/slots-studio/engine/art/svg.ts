import { createHash } from 'node:crypto';
import type { GameTitle } from '../types.js';
import type { Paint } from './glyphs.js';

export const DISPLAY_FONT = "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif";
export const SERIF_FONT = "Georgia, 'Times New Roman', serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An id safe inside one SVG and distinct between titles and symbols inlined on one page. */
export const idFor = (...parts: string[]) => parts.join('-').replace(/[^a-zA-Z0-9-]/g, '_');

/**
 * Deterministic placements for decoration (stars, bubbles, embers): n points in [0, 1)²
 * and a size in [0, 1), from SHA-256 of the seed, so a title's art never changes between
 * renders.
 */
export function points(seed: string, n: number): { x: number; y: number; size: number }[] {
  const out: { x: number; y: number; size: number }[] = [];
  let block = 0;
  while (out.length < n) {
    const digest = createHash('sha256').update(`${seed}:${block++}`).digest();
    for (let i = 0; i + 6 <= digest.length && out.length < n; i += 6) {
      out.push({
        x: digest.readUInt16BE(i) / 65536,
        y: digest.readUInt16BE(i + 2) / 65536,
        size: digest.readUInt16BE(i + 4) / 65536,
      });
    }
  }
  return out;
}

/** The gradients and blur every piece of a title's art paints with, and the matching glyph paint. */
export function paintDefs(
  title: GameTitle,
  prefix: string,
  blurRadius = 6,
): { defs: string; paint: Paint; metal: string; blur: string } {
  const { palette, art } = title;
  const metal = idFor(prefix, 'metal');
  const blur = idFor(prefix, 'blur');
  const defs =
    `<filter id="${blur}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blurRadius}"/></filter>` +
    `<linearGradient id="${metal}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset=".18" stop-color="${art.glow}"/>` +
    `<stop offset=".55" stop-color="${palette.accent}"/><stop offset="1" stop-color="${shade(palette.accent, -0.45)}"/>` +
    `</linearGradient>`;
  return {
    defs,
    metal,
    blur,
    paint: { fill: `url(#${metal})`, accent: art.secondary, ink: shade(palette.background, -0.3), light: '#ffffff' },
  };
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Splits a title into at most two balanced lines for the display treatment. */
export function titleLines(name: string, maxChars: number): string[] {
  if (name.length <= maxChars) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((line) => line.length));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  }
  return best;
}

/** Heavy display lettering: metal gradient, dark outline under it, drop shadow. */
export function displayText(
  lines: string[],
  options: {
    x: number;
    y: number;
    size: number;
    anchor: 'middle' | 'start';
    fill: string;
    ink: string;
    glow: string;
    blur: string;
  },
): string {
  const { x, y, size, anchor, fill, ink, glow, blur } = options;
  return lines
    .map((line, i) => {
      const ly = y + i * size * 1.02;
      const text = escapeXml(line.toUpperCase());
      const common = `x="${x}" y="${ly}" text-anchor="${anchor}" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${size}" letter-spacing="${(size * 0.02).toFixed(1)}"`;
      return (
        `<text ${common} fill="${glow}" opacity=".6" filter="url(#${blur})">${text}</text>` +
        `<text ${common} fill="${ink}" stroke="${ink}" stroke-width="${(size * 0.16).toFixed(1)}" stroke-linejoin="round" transform="translate(0 ${(size * 0.05).toFixed(1)})">${text}</text>` +
        `<text ${common} fill="${fill}" stroke="${ink}" stroke-width="${(size * 0.05).toFixed(1)}" paint-order="stroke" stroke-linejoin="round">${text}</text>`
      );
    })
    .join('');
}

/** Words for the badge of a title's headline feature. */
export function featureBadge(title: GameTitle): string | null {
  if (title.kind === 'roulette') return 'SINGLE ZERO';
  if (title.kind === 'blackjack') return 'PAYS 3:2';
  if (title.kind === 'video-poker') return '9/6 FULL PAY';
  const order = ['megaways', 'jackpot', 'free-spins', 'multiplier'] as const;
  const words = { megaways: 'MEGAWAYS', jackpot: 'JACKPOT', 'free-spins': 'FREE SPINS', multiplier: 'MULTIPLIER' };
  const feature = order.find((f) => title.features.includes(f));
  return feature ? words[feature] : null;
}
