import type { GameTitle } from '../types.js';
import { points, shade } from './svg.js';

/**
 * Background decoration behind a title's emblem, drawn for a w × h canvas in the title's
 * colours: the scene that says "desert", "deep sea" or "night sky" before the name is read.
 */
type Motif = (w: number, h: number, title: GameTitle) => string;

const dots = (title: GameTitle, w: number, h: number, n: number, color: string, r: number, opacity: number) =>
  points(`${title.id}:${color}`, n)
    .map(
      (p) =>
        `<circle cx="${(p.x * w).toFixed(1)}" cy="${(p.y * h).toFixed(1)}" r="${(r * (0.3 + p.size)).toFixed(1)}" fill="${color}" opacity="${(opacity * (0.4 + p.size * 0.6)).toFixed(2)}"/>`,
    )
    .join('');

const sparkle = (x: number, y: number, r: number, color: string) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z" fill="${color}"/>`;

const burst = (w: number, h: number, color: string, count: number, opacity: number) => {
  const cx = w / 2;
  const cy = h * 0.42;
  const r = Math.hypot(w, h);
  return Array.from({ length: count }, (_, i) => {
    const a = ((Math.PI * 2) / count) * i;
    const b = a + Math.PI / count;
    return `<path d="M${cx} ${cy} L${(cx + r * Math.cos(a)).toFixed(0)} ${(cy + r * Math.sin(a)).toFixed(0)} L${(cx + r * Math.cos(b)).toFixed(0)} ${(cy + r * Math.sin(b)).toFixed(0)} Z" fill="${color}" opacity="${opacity}"/>`;
  }).join('');
};

const hills = (w: number, h: number, color: string, base: number, amp: number, waves: number, opacity = 1) => {
  let d = `M0 ${h} L0 ${base}`;
  const step = w / (waves * 2);
  for (let i = 0; i < waves * 2; i++) {
    const x = step * (i + 1);
    d += ` Q${(x - step / 2).toFixed(0)} ${(base + (i % 2 ? amp : -amp)).toFixed(0)} ${x.toFixed(0)} ${base}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${color}" opacity="${opacity}"/>`;
};

export const MOTIFS: Record<string, Motif> = {
  dunes: (w, h, t) =>
    burst(w, h, t.art.glow, 16, 0.07) +
    hills(w, h, shade(t.palette.accent, -0.35), h * 0.78, h * 0.05, 2, 0.8) +
    hills(w, h, shade(t.palette.accent, -0.55), h * 0.86, h * 0.04, 3),
  steps: (w, h, t) =>
    burst(w, h, t.art.glow, 12, 0.06) +
    Array.from({ length: 6 }, (_, i) => {
      const sw = w * (0.95 - i * 0.13);
      return `<rect x="${((w - sw) / 2).toFixed(0)}" y="${(h * (0.92 - i * 0.07)).toFixed(0)}" width="${sw.toFixed(0)}" height="${(h * 0.07).toFixed(0)}" fill="${shade(t.palette.surface, 0.1 - i * 0.04)}" stroke="${t.palette.background}" stroke-width="2" opacity=".75"/>`;
    }).join('') +
    hills(w, h, shade(t.art.secondary, -0.5), h * 0.2, h * 0.05, 4, 0.35),
  rainbow: (w, h, t) =>
    ['#ff4b4b', '#ffa23a', '#ffe04a', '#3ccf4e', '#3a8dff', '#8e5cff']
      .map(
        (c, i) =>
          `<circle cx="${w / 2}" cy="${h * 0.75}" r="${(w * (0.9 - i * 0.07)).toFixed(0)}" fill="none" stroke="${c}" stroke-width="${(w * 0.07).toFixed(0)}" opacity=".28"/>`,
      )
      .join('') + hills(w, h, shade(t.palette.surface, 0.15), h * 0.86, h * 0.04, 2),
  rays: (w, h, t) => burst(w, h, t.art.glow, 18, 0.1) + dots(t, w, h, 24, t.art.secondary, w * 0.012, 0.6),
  grid: (w, h, t) => {
    const lines: string[] = [];
    for (let i = 0; i <= 12; i++) {
      const x = (w / 12) * i;
      lines.push(
        `<path d="M${w / 2} ${h * 0.55} L${(x * 3 - w).toFixed(0)} ${h}" stroke="${t.art.glow}" stroke-width="2" opacity=".45"/>`,
      );
    }
    for (let i = 0; i < 7; i++) {
      const y = h * 0.55 + (h * 0.45 * (i * i)) / 36;
      lines.push(`<path d="M0 ${y.toFixed(0)} H${w}" stroke="${t.art.secondary}" stroke-width="2" opacity=".5"/>`);
    }
    return (
      `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.3}" fill="${t.art.secondary}" opacity=".25"/>` + lines.join('')
    );
  },
  sparkles: (w, h, t) =>
    burst(w, h, t.art.glow, 14, 0.06) +
    points(`${t.id}:sparkles`, 22)
      .map((p) =>
        sparkle(
          Math.round(p.x * w),
          Math.round(p.y * h),
          Math.round(4 + p.size * w * 0.03),
          p.size > 0.5 ? t.art.glow : '#ffffff',
        ),
      )
      .join(''),
  moon: (w, h, t) =>
    dots(t, w, h, 40, '#ffffff', w * 0.005, 0.8) +
    `<circle cx="${w * 0.78}" cy="${h * 0.16}" r="${w * 0.13}" fill="#f4f0e6" opacity=".85"/>` +
    hills(w, h, '#07020a', h * 0.84, h * 0.06, 3) +
    `<path d="M${w * 0.08} ${h * 0.84} V${h * 0.62} L${w * 0.12} ${h * 0.56} L${w * 0.16} ${h * 0.62} V${h * 0.84} Z M${w * 0.84} ${h * 0.84} V${h * 0.58} L${w * 0.88} ${h * 0.5} L${w * 0.92} ${h * 0.58} V${h * 0.84} Z" fill="#07020a"/>`,
  embers: (w, h, t) =>
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${t.palette.accent}" opacity=".18"/>` +
    dots(t, w, h, 50, t.art.glow, w * 0.01, 0.9) +
    hills(w, h, '#120302', h * 0.88, h * 0.08, 2),
  clouds: (w, h, t) =>
    burst(w, h, t.art.glow, 16, 0.06) +
    points(`${t.id}:clouds`, 7)
      .map((p) => {
        const x = p.x * w;
        const y = h * (0.55 + p.y * 0.4);
        const r = w * (0.08 + p.size * 0.06);
        return `<g opacity=".35" fill="${shade(t.palette.text, -0.1)}"><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}"/><circle cx="${(x + r).toFixed(0)}" cy="${(y + r * 0.3).toFixed(0)}" r="${(r * 0.8).toFixed(0)}"/><circle cx="${(x - r).toFixed(0)}" cy="${(y + r * 0.35).toFixed(0)}" r="${(r * 0.7).toFixed(0)}"/></g>`;
      })
      .join(''),
  waves: (w, h, t) =>
    [0, 1, 2, 3]
      .map((i) =>
        hills(w, h, shade(t.art.glow, -0.4 - i * 0.12), h * (0.7 + i * 0.08), h * 0.025, 3 + i, 0.55 + i * 0.1),
      )
      .join('') + dots(t, w, h * 0.5, 20, '#ffffff', w * 0.004, 0.7),
  dots: (w, h, t) =>
    dots(t, w, h, 26, t.art.glow, w * 0.04, 0.35) + dots(t, w, h, 20, t.art.secondary, w * 0.035, 0.35),
  bubbles: (w, h, t) =>
    burst(w, h * 0.4, t.art.glow, 10, 0.05) +
    points(`${t.id}:bubbles`, 26)
      .map(
        (p) =>
          `<circle cx="${(p.x * w).toFixed(0)}" cy="${(p.y * h).toFixed(0)}" r="${(2 + p.size * w * 0.03).toFixed(1)}" fill="none" stroke="#ffffff" stroke-width="1.5" opacity=".5"/>`,
      )
      .join('') +
    hills(w, h, shade(t.art.secondary, -0.3), h * 0.9, h * 0.03, 3, 0.7),
  savanna: (w, h, t) =>
    `<circle cx="${w / 2}" cy="${h * 0.62}" r="${w * 0.35}" fill="${t.art.glow}" opacity=".45"/>` +
    hills(w, h, '#2b1206', h * 0.8, h * 0.02, 2) +
    `<path d="M${w * 0.14} ${h * 0.8} V${h * 0.6} M${w * 0.02} ${h * 0.58} Q${w * 0.14} ${h * 0.52} ${w * 0.28} ${h * 0.58} Z" stroke="#2b1206" stroke-width="${w * 0.012}" fill="#2b1206"/>` +
    `<path d="M${w * 0.84} ${h * 0.8} V${h * 0.64} M${w * 0.74} ${h * 0.63} Q${w * 0.84} ${h * 0.57} ${w * 0.96} ${h * 0.63} Z" stroke="#2b1206" stroke-width="${w * 0.01}" fill="#2b1206"/>`,
  leaves: (w, h, t) =>
    points(`${t.id}:leaves`, 14)
      .map((p, i) => {
        const x = (i % 2 ? w : 0) + (i % 2 ? -1 : 1) * p.size * w * 0.15;
        const y = p.y * h;
        const s = w * (0.12 + p.size * 0.1);
        return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q${(s * (i % 2 ? -1 : 1)).toFixed(0)} ${(-s * 0.6).toFixed(0)} ${(s * 1.4 * (i % 2 ? -1 : 1)).toFixed(0)} ${(s * 0.2).toFixed(0)} q${(-s * 0.6 * (i % 2 ? -1 : 1)).toFixed(0)} ${(s * 0.6).toFixed(0)} ${(-s * 1.4 * (i % 2 ? -1 : 1)).toFixed(0)} ${(-s * 0.2).toFixed(0)} Z" fill="${shade('#2f9d55', -0.2 - p.x * 0.4)}" opacity=".85"/>`;
      })
      .join(''),
  canyon: (w, h, t) =>
    `<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * 0.3}" fill="${t.art.glow}" opacity=".35"/>` +
    `<path d="M0 ${h} V${h * 0.5} H${w * 0.16} V${h * 0.58} H${w * 0.24} V${h * 0.72} H${w * 0.32} V${h} Z M${w} ${h} V${h * 0.46} H${w * 0.86} V${h * 0.56} H${w * 0.78} V${h * 0.7} H${w * 0.7} V${h} Z" fill="${shade(t.art.secondary, -0.35)}" opacity=".9"/>` +
    hills(w, h, shade(t.art.secondary, -0.6), h * 0.9, h * 0.02, 3),
  aurora: (w, h, t) =>
    dots(t, w, h * 0.6, 40, '#ffffff', w * 0.005, 0.8) +
    [t.art.glow, t.art.secondary, t.art.glow]
      .map(
        (c, i) =>
          `<path d="M0 ${h * (0.3 + i * 0.08)} C${w * 0.3} ${h * (0.1 + i * 0.1)} ${w * 0.6} ${h * (0.45 + i * 0.05)} ${w} ${h * (0.2 + i * 0.08)}" fill="none" stroke="${c}" stroke-width="${w * 0.08}" opacity=".22"/>`,
      )
      .join('') +
    hills(w, h, '#e8f6ff', h * 0.86, h * 0.05, 2, 0.85),
  runes: (w, h, t) =>
    burst(w, h, t.art.glow, 10, 0.05) +
    points(`${t.id}:runes`, 12)
      .map((p) => {
        const x = p.x * w;
        const y = p.y * h;
        const s = w * 0.04;
        return `<path d="M${x.toFixed(0)} ${(y - s).toFixed(0)} V${(y + s).toFixed(0)} M${x.toFixed(0)} ${(y - s * 0.6).toFixed(0)} L${(x + s * 0.7).toFixed(0)} ${y.toFixed(0)} M${x.toFixed(0)} ${(y + s * 0.1).toFixed(0)} L${(x + s * 0.7).toFixed(0)} ${(y + s * 0.7).toFixed(0)}" stroke="${t.art.glow}" stroke-width="${(w * 0.008).toFixed(1)}" opacity=".35"/>`;
      })
      .join('') +
    hills(w, h, shade(t.palette.surface, -0.3), h * 0.84, h * 0.07, 2),
  stars: (w, h, t) =>
    `<ellipse cx="${w * 0.3}" cy="${h * 0.3}" rx="${w * 0.45}" ry="${h * 0.2}" fill="${t.art.secondary}" opacity=".15" transform="rotate(-25 ${w * 0.3} ${h * 0.3})"/>` +
    `<ellipse cx="${w * 0.7}" cy="${h * 0.7}" rx="${w * 0.5}" ry="${h * 0.18}" fill="${t.art.glow}" opacity=".18" transform="rotate(-25 ${w * 0.7} ${h * 0.7})"/>` +
    dots(t, w, h, 70, '#ffffff', w * 0.006, 0.9),
  blossom: (w, h, t) =>
    `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.34}" fill="${t.art.glow}" opacity=".3"/>` +
    `<path d="M0 ${h * 0.18} C${w * 0.3} ${h * 0.22} ${w * 0.5} ${h * 0.1} ${w} ${h * 0.14}" fill="none" stroke="#2a0d0d" stroke-width="${w * 0.02}"/>` +
    dots(t, w, h * 0.4, 28, t.art.secondary, w * 0.02, 0.9) +
    hills(w, h, '#1a0505', h * 0.86, h * 0.07, 2),
  fireflies: (w, h, t) =>
    dots(t, w, h, 34, t.art.glow, w * 0.012, 1) +
    points(`${t.id}:trunks`, 5)
      .map(
        (p) =>
          `<rect x="${(p.x * w).toFixed(0)}" y="0" width="${(w * (0.03 + p.size * 0.04)).toFixed(0)}" height="${h}" fill="#02100b" opacity=".6"/>`,
      )
      .join('') +
    hills(w, h, '#03140e', h * 0.88, h * 0.05, 3),
  cogs: (w, h, t) =>
    points(`${t.id}:cogs`, 6)
      .map((p) => {
        const r = w * (0.08 + p.size * 0.12);
        return `<circle cx="${(p.x * w).toFixed(0)}" cy="${(p.y * h).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="${t.palette.accent}" stroke-width="${(r * 0.3).toFixed(0)}" stroke-dasharray="${(r * 0.35).toFixed(0)} ${(r * 0.25).toFixed(0)}" opacity=".22"/>`;
      })
      .join('') + burst(w, h, t.art.glow, 12, 0.05),
  felt: (w, h, t) =>
    `<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.48}" ry="${h * 0.4}" fill="${shade(t.palette.surface, 0.12)}" opacity=".8"/>` +
    `<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.44}" ry="${h * 0.36}" fill="none" stroke="${t.palette.accent}" stroke-width="${w * 0.006}" opacity=".5"/>` +
    dots(t, w, h, 16, t.art.glow, w * 0.01, 0.5),
};

export function motif(name: string, w: number, h: number, title: GameTitle): string {
  const draw = MOTIFS[name];
  if (!draw) throw new Error(`no motif named ${name}`);
  return draw(w, h, title);
}
