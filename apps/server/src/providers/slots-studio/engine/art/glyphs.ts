/**
 * The studio's vector drawings, each in a 100 × 100 box: `fill` is the main paint (usually a
 * gradient url), `accent` a second colour, `ink` the outline and detail colour. Shapes only,
 * no text and no outside resources, so a symbol reads at any size.
 */
export type Paint = { fill: string; accent: string; ink: string; light: string };

type Draw = (p: Paint) => string;

const star = (cx: number, cy: number, outer: number, inner: number, points = 5) =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

const rays = (cx: number, cy: number, inner: number, outer: number, count: number, width: number, color: string) =>
  Array.from({ length: count }, (_, i) => {
    const a = (360 / count) * i;
    return `<path d="M${cx - width} ${cy - inner} L${cx} ${cy - outer} L${cx + width} ${cy - inner} Z" fill="${color}" transform="rotate(${a} ${cx} ${cy})"/>`;
  }).join('');

const shine = (p: Paint, x: number, y: number, rx: number, ry: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${p.light}" opacity=".45"/>`;

const s = (p: Paint, w = 3) => `stroke="${p.ink}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

export const GLYPHS: Record<string, Draw> = {
  seven: (p) =>
    `<path d="M22 18 H80 V32 L52 86 H34 L60 34 H22 Z" fill="${p.fill}" ${s(p, 4)}/>${shine(p, 40, 25, 14, 4)}`,
  bar: (p) =>
    `<rect x="12" y="30" width="76" height="40" rx="8" fill="${p.fill}" ${s(p, 4)}/><rect x="20" y="42" width="60" height="16" rx="3" fill="${p.ink}"/><rect x="24" y="46" width="52" height="8" rx="2" fill="${p.accent}"/>`,
  bell: (p) =>
    `<path d="M50 14 C30 14 26 34 26 52 C26 64 18 70 16 76 H84 C82 70 74 64 74 52 C74 34 70 14 50 14 Z" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="82" r="8" fill="${p.accent}" ${s(p)}/>${shine(p, 40, 34, 6, 12)}`,
  cherry: (p) =>
    `<path d="M32 62 C40 40 52 24 70 14 M66 60 C64 40 66 28 70 14" fill="none" stroke="#3a8d2c" stroke-width="5" stroke-linecap="round"/><path d="M70 14 C80 16 88 24 86 32 C76 30 72 24 70 14 Z" fill="#4cbb3a"/><circle cx="32" cy="70" r="17" fill="${p.fill}" ${s(p)}/><circle cx="66" cy="70" r="17" fill="${p.fill}" ${s(p)}/>${shine(p, 27, 64, 5, 4)}${shine(p, 61, 64, 5, 4)}`,
  lemon: (p) =>
    `<ellipse cx="50" cy="52" rx="36" ry="26" fill="#ffe04a" ${s(p)} transform="rotate(-20 50 52)"/><circle cx="18" cy="66" r="4" fill="#ffe04a" ${s(p, 2)}/>${shine(p, 42, 42, 12, 5)}`,
  orange: (p) =>
    `<circle cx="50" cy="54" r="33" fill="#ff9a1f" ${s(p)}/><path d="M50 22 C56 12 68 10 74 14 C66 22 58 22 50 22 Z" fill="#4cbb3a"/>${shine(p, 40, 42, 10, 7)}`,
  grapes: (p) =>
    [
      [38, 34],
      [62, 34],
      [50, 48],
      [28, 50],
      [72, 50],
      [40, 64],
      [60, 64],
      [50, 80],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="12" fill="#8e44d6" ${s(p, 2.5)}/><circle cx="${x! - 4}" cy="${y! - 4}" r="3" fill="#fff" opacity=".5"/>`,
      )
      .join('') +
    `<path d="M50 22 L50 10 M50 16 C58 8 68 10 72 14" fill="none" stroke="#3a8d2c" stroke-width="4" stroke-linecap="round"/>`,
  watermelon: (p) =>
    `<path d="M10 40 A40 40 0 0 0 90 40 Z" fill="#2e9b3a" ${s(p)}/><path d="M16 40 A34 34 0 0 0 84 40 Z" fill="#ff4b5c"/>${[30, 44, 56, 70].map((x, i) => `<ellipse cx="${x}" cy="${52 + (i % 2) * 8}" rx="2.5" ry="4" fill="${p.ink}"/>`).join('')}`,
  plum: (p) => `<circle cx="50" cy="52" r="32" fill="#6b2fb3" ${s(p)}/>${shine(p, 40, 40, 9, 6)}`,
  star: (p) => `<polygon points="${star(50, 52, 42, 18)}" fill="${p.fill}" ${s(p)}/>${shine(p, 42, 38, 8, 5)}`,
  lightning: (p) => `<path d="M58 6 L20 56 H46 L36 94 L80 38 H54 Z" fill="${p.fill}" ${s(p)}/>`,
  gem: (p) =>
    `<path d="M28 18 H72 L92 42 L50 92 L8 42 Z" fill="${p.fill}" ${s(p)}/><path d="M8 42 H92 M28 18 L38 42 L50 92 L62 42 L72 18 M38 42 L50 18 L62 42" fill="none" stroke="${p.light}" stroke-width="2" opacity=".7"/>`,
  ruby: (p) =>
    `<path d="M50 8 L86 32 L86 68 L50 92 L14 68 L14 32 Z" fill="#e0193f" ${s(p)}/><path d="M50 24 L72 38 L72 62 L50 76 L28 62 L28 38 Z" fill="#ff5c7a" opacity=".8"/>${shine(p, 38, 34, 8, 4)}`,
  emerald: (p) =>
    `<path d="M30 10 H70 L88 28 V72 L70 90 H30 L12 72 V28 Z" fill="#14b86a" ${s(p)}/><rect x="30" y="28" width="40" height="44" fill="#5cf0a6" opacity=".6"/>`,
  sapphire: (p) =>
    `<ellipse cx="50" cy="50" rx="30" ry="40" fill="#2763ff" ${s(p)}/><ellipse cx="50" cy="50" rx="16" ry="24" fill="#7aa2ff" opacity=".7"/>${shine(p, 42, 30, 6, 8)}`,
  pearl: (p) =>
    `<circle cx="50" cy="50" r="34" fill="#f4f0ff" ${s(p)}/><circle cx="50" cy="50" r="34" fill="${p.accent}" opacity=".25"/>${shine(p, 38, 36, 12, 8)}`,
  crown: (p) =>
    `<path d="M12 34 L30 54 L50 20 L70 54 L88 34 L80 80 H20 Z" fill="${p.fill}" ${s(p)}/><rect x="20" y="72" width="60" height="10" fill="${p.accent}" ${s(p, 2)}/>${[12, 50, 88].map((x, i) => `<circle cx="${x}" cy="${i === 1 ? 18 : 32}" r="6" fill="${p.accent}" ${s(p, 2)}/>`).join('')}`,
  ring: (p) =>
    `<circle cx="50" cy="60" r="28" fill="none" stroke="${p.ink}" stroke-width="14"/><circle cx="50" cy="60" r="28" fill="none" stroke="${p.fill}" stroke-width="9"/><path d="M38 30 L50 14 L62 30 L50 40 Z" fill="${p.accent}" ${s(p, 2)}/>`,
  coin: (p) =>
    `<circle cx="50" cy="50" r="40" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="50" r="30" fill="none" stroke="${p.ink}" stroke-width="2" opacity=".6"/><rect x="40" y="40" width="20" height="20" fill="${p.ink}" opacity=".7" transform="rotate(45 50 50)"/>${shine(p, 36, 32, 10, 5)}`,
  ingot: (p) =>
    `<path d="M18 70 L30 38 H70 L82 70 Z" fill="${p.fill}" ${s(p)}/><path d="M30 38 L38 50 H62 L70 38" fill="none" stroke="${p.light}" stroke-width="2"/>${shine(p, 44, 44, 12, 3)}`,
  pot: (p) =>
    `${[30, 42, 54, 66].map((x, i) => `<circle cx="${x}" cy="${34 - (i % 2) * 6}" r="9" fill="#ffd23f" ${s(p, 2)}/>`).join('')}<path d="M16 44 H84 C84 70 74 88 50 88 C26 88 16 70 16 44 Z" fill="#1d1d1d" ${s(p)}/><rect x="12" y="40" width="76" height="10" rx="5" fill="#333"/>`,
  horseshoe: (p) =>
    `<path d="M24 86 L18 50 C14 22 86 22 82 50 L76 86" fill="none" stroke="${p.ink}" stroke-width="18" stroke-linecap="round"/><path d="M24 86 L18 50 C14 22 86 22 82 50 L76 86" fill="none" stroke="${p.fill}" stroke-width="11" stroke-linecap="round"/>`,
  clover: (p) =>
    `${[0, 90, 180, 270].map((a) => `<path d="M50 50 C30 40 26 16 40 14 C46 13 50 20 50 24 C50 20 54 13 60 14 C74 16 70 40 50 50 Z" fill="#2fbf4a" ${s(p, 2.5)} transform="rotate(${a} 50 50)"/>`).join('')}<path d="M50 50 C56 70 60 80 70 92" fill="none" stroke="#1f7a31" stroke-width="5" stroke-linecap="round"/>`,
  rainbow: (p) =>
    `${['#ff4b4b', '#ffa23a', '#ffe04a', '#3ccf4e', '#3a8dff', '#8e5cff'].map((c, i) => `<path d="M${10 + i * 6} 76 A${40 - i * 6} ${40 - i * 6} 0 0 1 ${90 - i * 6} 76" fill="none" stroke="${c}" stroke-width="6"/>`).join('')}<ellipse cx="16" cy="78" rx="14" ry="8" fill="${p.light}"/><ellipse cx="84" cy="78" rx="14" ry="8" fill="${p.light}"/>`,
  hat: (p) =>
    `<ellipse cx="50" cy="74" rx="42" ry="10" fill="${p.fill}" ${s(p)}/><path d="M28 72 L32 22 H68 L72 72 Z" fill="${p.fill}" ${s(p)}/><rect x="30" y="58" width="40" height="9" fill="${p.accent}"/>`,
  mask: (p) =>
    `<path d="M20 16 H80 L76 60 C74 80 62 92 50 92 C38 92 26 80 24 60 Z" fill="${p.fill}" ${s(p)}/><path d="M20 16 L8 58 L24 60 M80 16 L92 58 L76 60" fill="#2a5fa8" ${s(p)}/><path d="M32 44 H44 M56 44 H68" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/><path d="M44 70 Q50 74 56 70" fill="none" stroke="${p.ink}" stroke-width="3"/><rect x="44" y="80" width="12" height="14" fill="#2a5fa8" ${s(p, 2)}/>`,
  eye: (p) =>
    `<path d="M8 48 Q50 14 92 48 Q50 78 8 48 Z" fill="${p.light}" ${s(p, 4)}/><circle cx="50" cy="47" r="14" fill="${p.fill}" ${s(p, 3)}/><circle cx="50" cy="47" r="6" fill="${p.ink}"/><path d="M36 62 L30 88 M48 64 C56 78 70 80 74 70" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>`,
  ankh: (p) =>
    `<path d="M50 50 C30 40 34 8 50 8 C66 8 70 40 50 50 Z M50 50 V94 M24 54 H76" fill="none" stroke="${p.ink}" stroke-width="16" stroke-linecap="round"/><path d="M50 50 C30 40 34 8 50 8 C66 8 70 40 50 50 Z M50 50 V94 M24 54 H76" fill="none" stroke="${p.fill}" stroke-width="9" stroke-linecap="round"/>`,
  scarab: (p) =>
    `<path d="M18 46 L6 30 M82 46 L94 30 M20 64 L6 76 M80 64 L94 76" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/><ellipse cx="50" cy="60" rx="30" ry="32" fill="${p.accent}" ${s(p)}/><path d="M50 30 V92" stroke="${p.ink}" stroke-width="3"/><circle cx="50" cy="24" r="13" fill="${p.fill}" ${s(p)}/>${shine(p, 38, 50, 6, 12)}`,
  pyramid: (p) =>
    `<path d="M50 12 L92 86 H8 Z" fill="${p.fill}" ${s(p)}/><path d="M50 12 L62 86 H92 Z" fill="${p.ink}" opacity=".35"/>${[40, 58, 74].map((y) => `<path d="M${50 - (y - 12) * 0.57} ${y} H${50 + (y - 12) * 0.57}" stroke="${p.ink}" stroke-width="1.5" opacity=".5"/>`).join('')}<circle cx="50" cy="12" r="5" fill="${p.light}"/>`,
  sun: (p) =>
    `${rays(50, 50, 30, 46, 12, 7, p.accent)}<circle cx="50" cy="50" r="30" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="50" r="18" fill="none" stroke="${p.ink}" stroke-width="2.5"/><circle cx="43" cy="46" r="3" fill="${p.ink}"/><circle cx="57" cy="46" r="3" fill="${p.ink}"/><path d="M42 57 Q50 63 58 57" fill="none" stroke="${p.ink}" stroke-width="2.5"/>`,
  moon: (p) =>
    `<path d="M62 10 A40 40 0 1 0 90 66 A32 32 0 1 1 62 10 Z" fill="${p.fill}" ${s(p)}/><circle cx="34" cy="54" r="5" fill="${p.ink}" opacity=".2"/><circle cx="46" cy="76" r="4" fill="${p.ink}" opacity=".2"/>`,
  idol: (p) =>
    `<path d="M22 14 H78 V86 H22 Z" fill="${p.fill}" ${s(p)}/><path d="M22 14 L50 4 L78 14" fill="${p.accent}" ${s(p)}/><rect x="30" y="32" width="14" height="10" fill="${p.ink}"/><rect x="56" y="32" width="14" height="10" fill="${p.ink}"/><rect x="36" y="60" width="28" height="10" fill="${p.ink}"/><path d="M50 42 V56" stroke="${p.ink}" stroke-width="4"/>`,
  temple: (p) =>
    `<path d="M10 34 L50 10 L90 34 Z" fill="${p.fill}" ${s(p)}/><rect x="14" y="34" width="72" height="8" fill="${p.fill}" ${s(p, 2)}/>${[22, 38, 54, 70].map((x) => `<rect x="${x}" y="44" width="8" height="36" fill="${p.light}" ${s(p, 2)}/>`).join('')}<rect x="8" y="80" width="84" height="10" fill="${p.fill}" ${s(p, 2)}/>`,
  feather: (p) =>
    `<path d="M80 10 C40 14 16 46 22 86 C50 80 82 52 80 10 Z" fill="${p.fill}" ${s(p)}/><path d="M22 88 L72 22" stroke="${p.ink}" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<path d="M${36 + i * 10} ${70 - i * 13} l-10 -4 M${36 + i * 10} ${70 - i * 13} l6 8" stroke="${p.ink}" stroke-width="2" opacity=".6"/>`).join('')}`,
  leaf: (p) =>
    `<path d="M14 86 C14 40 40 14 88 12 C86 60 60 86 14 86 Z" fill="#36b24a" ${s(p)}/><path d="M14 86 C40 60 60 40 80 20" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
  tree: (p) =>
    `<rect x="44" y="66" width="12" height="26" fill="#7a4a22" ${s(p, 2)}/><path d="M50 6 L80 40 H66 L88 68 H12 L34 40 H20 Z" fill="#2f9d55" ${s(p)}/>`,
  flame: (p) =>
    `<path d="M50 6 C60 28 82 38 80 64 C78 84 64 94 50 94 C36 94 22 84 20 64 C18 44 36 36 38 20 C46 30 46 40 50 44 C56 34 56 20 50 6 Z" fill="#ff5a1f" ${s(p)}/><path d="M50 50 C58 62 66 68 64 78 C62 88 56 92 50 92 C44 92 36 88 36 78 C36 66 46 62 50 50 Z" fill="#ffd23f"/>`,
  bat: (p) =>
    `<path d="M50 40 C44 30 36 30 30 34 C24 24 10 22 4 30 C12 34 14 44 12 52 C20 48 28 50 32 58 C38 52 44 54 50 64 C56 54 62 52 68 58 C72 50 80 48 88 52 C86 44 88 34 96 30 C90 22 76 24 70 34 C64 30 56 30 50 40 Z" fill="${p.fill}" ${s(p)}/><circle cx="45" cy="46" r="2.5" fill="${p.accent}"/><circle cx="55" cy="46" r="2.5" fill="${p.accent}"/>`,
  fang: (p) =>
    `<path d="M14 30 Q50 10 86 30 L80 54 Q50 66 20 54 Z" fill="${p.fill}" ${s(p)}/><path d="M30 54 L36 84 L42 56 M58 56 L64 84 L70 54" fill="#fff" ${s(p, 2.5)}/><circle cx="38" cy="36" r="5" fill="${p.accent}"/><circle cx="62" cy="36" r="5" fill="${p.accent}"/>`,
  chalice: (p) =>
    `<path d="M22 14 H78 C78 46 64 58 50 58 C36 58 22 46 22 14 Z" fill="${p.fill}" ${s(p)}/><path d="M26 22 H74 C72 34 64 40 50 40 C36 40 28 34 26 22 Z" fill="#b3001e"/><path d="M50 58 V80 M30 88 H70" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/><path d="M50 58 V80 M30 88 H70" stroke="${p.fill}" stroke-width="5" stroke-linecap="round"/>`,
  rose: (p) =>
    `<path d="M50 66 C50 78 46 86 40 96 M48 80 C40 74 30 76 26 82 C34 86 42 86 48 80 Z" stroke="#2f8d3a" stroke-width="4" fill="#3fae4a"/>` +
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="50" cy="24" rx="16" ry="20" fill="${p.fill}" ${s(p, 2.5)} transform="rotate(${a} 50 42)"/>`,
      )
      .join('') +
    `<circle cx="50" cy="42" r="14" fill="${p.accent}" ${s(p, 2.5)}/><path d="M42 42 C42 34 58 34 58 42 C58 48 48 50 46 44" fill="none" stroke="${p.ink}" stroke-width="2.5"/>`,
  dragon: (p) =>
    `<path d="M14 70 C14 40 34 18 60 18 L78 6 L76 24 C86 30 92 40 92 50 L76 56 L84 70 L62 66 C50 80 30 86 14 70 Z" fill="${p.fill}" ${s(p)}/><circle cx="66" cy="36" r="5" fill="#ffd23f" ${s(p, 2)}/><path d="M30 50 L40 44 L44 56 L54 48" fill="none" stroke="${p.ink}" stroke-width="3"/><path d="M92 50 L100 46 M92 50 L100 56" stroke="#ff8a3d" stroke-width="3"/>`,
  egg: (p) =>
    `<path d="M50 8 C74 8 86 50 84 64 C82 82 68 92 50 92 C32 92 18 82 16 64 C14 50 26 8 50 8 Z" fill="${p.fill}" ${s(p)}/><path d="M26 46 L36 40 L46 48 L56 40 L66 48 L76 42" fill="none" stroke="${p.ink}" stroke-width="3"/>${shine(p, 40, 28, 6, 10)}`,
  shield: (p) =>
    `<path d="M50 6 L86 18 C86 56 72 80 50 94 C28 80 14 56 14 18 Z" fill="${p.fill}" ${s(p)}/><path d="M50 16 V84 M22 40 H78" stroke="${p.accent}" stroke-width="8"/><circle cx="50" cy="40" r="10" fill="${p.light}" ${s(p, 2)}/>`,
  sword: (p) =>
    `<path d="M50 4 L58 16 V66 H42 V16 Z" fill="${p.light}" ${s(p)}/><rect x="26" y="66" width="48" height="8" rx="3" fill="${p.fill}" ${s(p, 2)}/><rect x="45" y="74" width="10" height="16" fill="${p.accent}" ${s(p, 2)}/><circle cx="50" cy="94" r="5" fill="${p.fill}"/>`,
  helmet: (p) =>
    `<path d="M20 66 C20 30 34 18 50 18 C66 18 80 30 80 66 Z" fill="${p.fill}" ${s(p)}/><path d="M20 40 C8 32 6 18 10 6 C16 18 22 24 30 28 M80 40 C92 32 94 18 90 6 C84 18 78 24 70 28" fill="#f4ead0" ${s(p, 2.5)}/><rect x="16" y="62" width="68" height="10" rx="4" fill="${p.accent}" ${s(p, 2)}/><path d="M50 18 V62" stroke="${p.ink}" stroke-width="3"/>`,
  lyre: (p) =>
    `<path d="M26 86 C10 60 16 24 30 12 M74 86 C90 60 84 24 70 12" fill="none" stroke="${p.fill}" stroke-width="9" stroke-linecap="round"/><path d="M22 30 H78 M22 86 H78" stroke="${p.ink}" stroke-width="4"/>${[36, 46, 56, 66].map((x) => `<path d="M${x} 30 V86" stroke="${p.light}" stroke-width="2"/>`).join('')}`,
  key: (p) =>
    `<circle cx="28" cy="50" r="18" fill="none" stroke="${p.ink}" stroke-width="13"/><circle cx="28" cy="50" r="18" fill="none" stroke="${p.fill}" stroke-width="8"/><path d="M46 50 H90 M78 50 V64 M88 50 V60" stroke="${p.ink}" stroke-width="11" stroke-linecap="round"/><path d="M46 50 H90 M78 50 V64 M88 50 V60" stroke="${p.fill}" stroke-width="6" stroke-linecap="round"/>`,
  skull: (p) =>
    `<path d="M50 8 C24 8 14 28 16 48 C17 58 24 62 26 68 V82 H74 V68 C76 62 83 58 84 48 C86 28 76 8 50 8 Z" fill="#f2efe6" ${s(p)}/><ellipse cx="36" cy="46" rx="9" ry="10" fill="${p.ink}"/><ellipse cx="64" cy="46" rx="9" ry="10" fill="${p.ink}"/><path d="M50 56 L44 66 H56 Z" fill="${p.ink}"/><path d="M38 74 V82 M50 74 V82 M62 74 V82" stroke="${p.ink}" stroke-width="3"/>`,
  ship: (p) =>
    `<path d="M10 62 H90 L78 84 H22 Z" fill="#7a4a22" ${s(p)}/><path d="M50 10 V62" stroke="${p.ink}" stroke-width="4"/><path d="M52 14 C74 24 74 46 52 56 Z" fill="#f4ead0" ${s(p, 2.5)}/><path d="M48 20 C32 28 32 46 48 54 Z" fill="#f4ead0" ${s(p, 2.5)}/><path d="M50 10 L66 14 L50 18" fill="${p.accent}"/>`,
  anchor: (p) =>
    `<path d="M50 22 V86 M30 36 H70 M16 60 C18 78 32 88 50 88 C68 88 82 78 84 60" fill="none" stroke="${p.ink}" stroke-width="13" stroke-linecap="round"/><path d="M50 22 V86 M30 36 H70 M16 60 C18 78 32 88 50 88 C68 88 82 78 84 60" fill="none" stroke="${p.fill}" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="16" r="9" fill="none" stroke="${p.fill}" stroke-width="6"/>`,
  compass: (p) =>
    `<circle cx="50" cy="50" r="40" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="50" r="30" fill="#f4ead0"/><polygon points="50,20 57,50 50,80 43,50" fill="#e0193f" ${s(p, 2)}/><polygon points="20,50 50,43 80,50 50,57" fill="${p.ink}" opacity=".7"/><circle cx="50" cy="50" r="4" fill="${p.fill}"/>`,
  scroll: (p) =>
    `<rect x="20" y="18" width="60" height="64" fill="#f1ddb0" ${s(p)}/><rect x="12" y="12" width="76" height="12" rx="6" fill="#c79a55" ${s(p, 2.5)}/><rect x="12" y="76" width="76" height="12" rx="6" fill="#c79a55" ${s(p, 2.5)}/><path d="M30 38 L44 52 M44 38 L30 52" stroke="#c0392b" stroke-width="5"/><path d="M54 36 C64 40 56 50 68 56" fill="none" stroke="${p.ink}" stroke-width="2" stroke-dasharray="4 3"/>`,
  chest: (p) =>
    `<path d="M12 44 C12 20 88 20 88 44 Z" fill="#8a5426" ${s(p)}/><rect x="12" y="44" width="76" height="42" fill="#9c6230" ${s(p)}/><path d="M12 44 H88" stroke="${p.fill}" stroke-width="6"/><rect x="42" y="40" width="16" height="20" rx="3" fill="${p.fill}" ${s(p, 2)}/><path d="M24 30 L30 22 L36 30 L44 22 L50 30 L58 22 L66 30 L72 22 L78 30" fill="${p.fill}"/>`,
  fish: (p) =>
    `<path d="M12 50 C30 22 62 22 76 50 C62 78 30 78 12 50 Z" fill="${p.fill}" ${s(p)}/><path d="M74 50 L94 30 V70 Z" fill="${p.accent}" ${s(p)}/><circle cx="30" cy="46" r="4" fill="${p.ink}"/><path d="M44 34 C50 44 50 56 44 66" fill="none" stroke="${p.ink}" stroke-width="2.5"/>`,
  fan: (p) =>
    `<path d="M50 86 L8 40 A60 60 0 0 1 92 40 Z" fill="${p.fill}" ${s(p)}/>${[20, 35, 50, 65, 80].map((x) => `<path d="M50 86 L${x} ${x === 50 ? 26 : 30 + Math.abs(50 - x) * 0.2}" stroke="${p.ink}" stroke-width="2" opacity=".6"/>`).join('')}<circle cx="50" cy="86" r="6" fill="${p.accent}" ${s(p, 2)}/>`,
  lantern: (p) =>
    `<path d="M50 4 V14" stroke="${p.ink}" stroke-width="4"/><rect x="36" y="12" width="28" height="8" fill="${p.fill}" ${s(p, 2)}/><ellipse cx="50" cy="50" rx="34" ry="32" fill="#e0232e" ${s(p)}/><path d="M50 18 C34 30 34 70 50 82 C66 70 66 30 50 18" fill="none" stroke="${p.fill}" stroke-width="3"/><rect x="36" y="80" width="28" height="8" fill="${p.fill}" ${s(p, 2)}/><path d="M44 88 V98 M50 88 V98 M56 88 V98" stroke="${p.fill}" stroke-width="2.5"/>`,
  lollipop: (p) =>
    `<path d="M50 56 V96" stroke="#f4ead0" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="36" r="30" fill="#ff5fb0" ${s(p)}/><path d="M50 36 m0 -22 a22 22 0 1 1 -1 0 M50 36 m0 -12 a12 12 0 1 0 1 0" fill="none" stroke="#fff" stroke-width="5" opacity=".8"/>`,
  candy: (p) =>
    `<path d="M26 50 L8 32 V68 Z M74 50 L92 32 V68 Z" fill="${p.accent}" ${s(p)}/><ellipse cx="50" cy="50" rx="28" ry="22" fill="${p.fill}" ${s(p)}/><path d="M36 32 L48 68 M52 30 L64 66" stroke="#fff" stroke-width="5" opacity=".7"/>`,
  heart: (p) =>
    `<path d="M50 88 C20 66 8 50 8 32 C8 18 20 10 30 10 C40 10 46 16 50 24 C54 16 60 10 70 10 C80 10 92 18 92 32 C92 50 80 66 50 88 Z" fill="${p.fill}" ${s(p)}/>${shine(p, 30, 30, 9, 6)}`,
  cupcake: (p) =>
    `<path d="M22 54 H78 L70 92 H30 Z" fill="${p.accent}" ${s(p)}/><path d="M18 56 C10 40 26 30 34 32 C34 16 54 10 60 22 C72 14 90 30 82 44 C90 48 86 58 80 56 Z" fill="#ff9bd2" ${s(p)}/><circle cx="52" cy="14" r="7" fill="#e0193f" ${s(p, 2)}/>`,
  shell: (p) =>
    `<path d="M50 90 L10 44 C14 20 86 20 90 44 Z" fill="${p.fill}" ${s(p)}/>${[22, 36, 50, 64, 78].map((x) => `<path d="M50 90 L${x} ${x === 50 ? 20 : 26}" stroke="${p.ink}" stroke-width="2.5" opacity=".7"/>`).join('')}<rect x="40" y="84" width="20" height="10" rx="3" fill="${p.accent}" ${s(p, 2)}/>`,
  wave: (p) =>
    `<path d="M6 70 C16 40 40 22 62 26 C82 30 90 48 80 58 C72 66 60 58 66 50 C54 52 54 70 70 74 C80 76 90 70 94 64 V92 H6 Z" fill="${p.fill}" ${s(p)}/><path d="M14 82 C30 74 46 90 62 82 C74 76 84 84 92 80" fill="none" stroke="${p.light}" stroke-width="3"/>`,
  paw: (p) =>
    `<path d="M50 48 C66 48 80 64 76 78 C72 92 60 84 50 84 C40 84 28 92 24 78 C20 64 34 48 50 48 Z" fill="${p.fill}" ${s(p)}/>${[
      [22, 40, 9],
      [38, 22, 10],
      [62, 22, 10],
      [78, 40, 9],
    ]
      .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r! + 3}" fill="${p.fill}" ${s(p)}/>`)
      .join('')}`,
  tusk: (p) =>
    `<path d="M18 16 C22 58 50 86 88 80 C86 72 80 70 72 70 C46 68 32 44 34 12 Z" fill="#f4ead0" ${s(p)}/><path d="M18 16 C22 24 30 22 34 12" fill="${p.fill}" ${s(p, 2)}/>`,
  drum: (p) =>
    `<ellipse cx="50" cy="30" rx="34" ry="12" fill="#f4ead0" ${s(p)}/><path d="M16 30 V72 C16 80 84 80 84 72 V30" fill="${p.fill}" ${s(p)}/><path d="M16 34 L34 76 L50 40 L66 78 L84 34" fill="none" stroke="${p.light}" stroke-width="3"/><path d="M74 8 L58 24 M88 14 L66 28" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>`,
  cactus: (p) =>
    `<path d="M40 94 V20 C40 8 60 8 60 20 V94 Z M40 56 H28 C20 56 18 50 18 44 V30 C18 24 28 24 28 30 V44 H40 M60 48 H72 V30 C72 24 82 24 82 30 V44 C82 54 76 58 68 58 H60" fill="#34a853" ${s(p)}/><path d="M50 16 V90" stroke="${p.ink}" stroke-width="2" opacity=".4"/><rect x="30" y="86" width="40" height="10" fill="#c2410c" ${s(p, 2)}/>`,
  sheriff: (p) =>
    `<polygon points="${star(50, 50, 44, 24, 6)}" fill="${p.fill}" ${s(p)}/>${Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `<circle cx="${(50 + 44 * Math.cos(a)).toFixed(1)}" cy="${(50 + 44 * Math.sin(a)).toFixed(1)}" r="5" fill="${p.fill}" ${s(p, 2)}/>`;
    }).join('')}<circle cx="50" cy="50" r="14" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
  crystal: (p) =>
    `<path d="M50 4 L70 30 L62 92 H38 L30 30 Z" fill="${p.fill}" ${s(p)}/><path d="M50 4 L50 92 M30 30 L50 40 L70 30" fill="none" stroke="${p.light}" stroke-width="2" opacity=".8"/><path d="M22 52 L30 40 L36 86 H24 Z M78 52 L70 40 L64 86 H76 Z" fill="${p.accent}" ${s(p, 2.5)}/>`,
  snowflake: (p) =>
    `${[0, 60, 120].map((a) => `<g transform="rotate(${a} 50 50)"><path d="M50 6 V94 M50 20 L40 10 M50 20 L60 10 M50 80 L40 90 M50 80 L60 90" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/><path d="M50 6 V94 M50 20 L40 10 M50 20 L60 10 M50 80 L40 90 M50 80 L60 90" stroke="${p.fill}" stroke-width="5" stroke-linecap="round"/></g>`).join('')}`,
  hammer: (p) =>
    `<rect x="44" y="40" width="12" height="54" rx="3" fill="#7a4a22" ${s(p)}/><path d="M14 14 H86 V46 H14 Z" fill="${p.fill}" ${s(p)}/><path d="M14 24 H86 M14 36 H86" stroke="${p.ink}" stroke-width="2" opacity=".5"/><path d="M40 18 L50 30 L60 18" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  axe: (p) =>
    `<path d="M30 94 L62 14" stroke="#7a4a22" stroke-width="9" stroke-linecap="round"/><path d="M54 20 C70 6 92 14 94 30 C88 50 74 56 60 48 Z" fill="${p.fill}" ${s(p)}/><path d="M58 24 C72 16 86 22 88 32" fill="none" stroke="${p.light}" stroke-width="2"/>`,
  rune: (p) =>
    `<path d="M24 8 H76 L88 50 L76 92 H24 L12 50 Z" fill="${p.fill}" ${s(p)}/><path d="M40 26 V76 M40 30 L62 46 M40 52 L62 68" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>`,
  planet: (p) =>
    `<circle cx="50" cy="50" r="28" fill="${p.fill}" ${s(p)}/><path d="M30 40 C44 44 58 38 72 42 M28 56 C44 60 60 54 74 58" fill="none" stroke="${p.ink}" stroke-width="3" opacity=".4"/><ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke="${p.accent}" stroke-width="5" transform="rotate(-18 50 52)"/>${shine(p, 40, 36, 8, 5)}`,
  rocket: (p) =>
    `<path d="M50 4 C66 16 70 40 66 70 H34 C30 40 34 16 50 4 Z" fill="#f1f1f1" ${s(p)}/><circle cx="50" cy="36" r="9" fill="${p.fill}" ${s(p, 2.5)}/><path d="M34 54 L18 76 L34 72 Z M66 54 L82 76 L66 72 Z" fill="${p.accent}" ${s(p)}/><path d="M40 72 L50 96 L60 72 Z" fill="#ff8a1f"/>`,
  shuriken: (p) =>
    `<polygon points="${star(50, 50, 46, 14, 4)}" fill="${p.fill}" ${s(p)} transform="rotate(45 50 50)"/><circle cx="50" cy="50" r="7" fill="${p.ink}"/>`,
  mushroom: (p) =>
    `<path d="M38 56 H62 L66 90 H34 Z" fill="#f4ead0" ${s(p)}/><path d="M8 56 C8 24 30 10 50 10 C70 10 92 24 92 56 Z" fill="#e0193f" ${s(p)}/>${[
      [30, 34],
      [54, 24],
      [72, 40],
      [46, 46],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#fff"/>`)
      .join('')}`,
  balloon: (p) =>
    `<path d="M50 72 C52 80 46 86 50 96" fill="none" stroke="${p.ink}" stroke-width="2"/><ellipse cx="50" cy="38" rx="30" ry="34" fill="${p.fill}" ${s(p)}/><path d="M46 72 H54 L50 66 Z" fill="${p.fill}" ${s(p, 2)}/>${shine(p, 38, 26, 7, 11)}`,
  ticket: (p) =>
    `<path d="M8 28 H92 V42 C84 42 84 58 92 58 V72 H8 V58 C16 58 16 42 8 42 Z" fill="${p.fill}" ${s(p)}/><path d="M30 28 V72" stroke="${p.ink}" stroke-width="2" stroke-dasharray="4 4"/><polygon points="${star(62, 50, 14, 6)}" fill="${p.accent}"/>`,
  tent: (p) =>
    `<path d="M50 10 L90 84 H10 Z" fill="${p.fill}" ${s(p)}/><path d="M50 10 L36 84 M50 10 L64 84" stroke="${p.accent}" stroke-width="8"/><path d="M42 84 L50 58 L58 84 Z" fill="${p.ink}"/><path d="M50 10 V2 L62 6 L50 10" fill="${p.accent}" ${s(p, 2)}/>`,
  watch: (p) =>
    `<circle cx="50" cy="56" r="36" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="56" r="28" fill="#f4ead0"/><path d="M50 56 V36 M50 56 L64 64" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/><rect x="44" y="8" width="12" height="12" rx="3" fill="${p.fill}" ${s(p, 2)}/>`,
  gear: (p) =>
    `<polygon points="${star(50, 50, 44, 34, 10)}" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="50" r="26" fill="${p.fill}" ${s(p)}/><circle cx="50" cy="50" r="11" fill="${p.ink}"/>`,
  cards: (p) =>
    `<rect x="14" y="20" width="44" height="62" rx="6" fill="#fff" ${s(p)} transform="rotate(-14 36 51)"/><rect x="42" y="16" width="44" height="62" rx="6" fill="#fff" ${s(p)} transform="rotate(10 64 47)"/><path d="M66 34 C58 26 50 36 58 44 L66 52 L74 44 C82 36 74 26 66 34 Z" fill="#e0193f" transform="rotate(10 64 47)"/>`,
  poker: (p) =>
    [-24, -12, 0, 12, 24]
      .map(
        (a, i) =>
          `<rect x="36" y="14" width="30" height="44" rx="4" fill="#fff" ${s(p, 2.5)} transform="rotate(${a} 50 90)"/><circle cx="51" cy="32" r="6" fill="${i % 2 ? '#e0193f' : p.ink}" transform="rotate(${a} 50 90)"/>`,
      )
      .join(''),
  wheel: (p) =>
    `<circle cx="50" cy="50" r="44" fill="${p.fill}" ${s(p)}/>${Array.from({ length: 18 }, (_, i) => `<path d="M50 50 L${(50 + 38 * Math.cos((i * Math.PI) / 9)).toFixed(1)} ${(50 + 38 * Math.sin((i * Math.PI) / 9)).toFixed(1)} A38 38 0 0 1 ${(50 + 38 * Math.cos(((i + 1) * Math.PI) / 9)).toFixed(1)} ${(50 + 38 * Math.sin(((i + 1) * Math.PI) / 9)).toFixed(1)} Z" fill="${i === 0 ? '#1a9c4a' : i % 2 ? '#d21f3c' : '#151515'}"/>`).join('')}<circle cx="50" cy="50" r="20" fill="${p.fill}" ${s(p, 2)}/><path d="M50 34 V66 M34 50 H66" stroke="${p.ink}" stroke-width="4"/><circle cx="74" cy="28" r="4" fill="#fff"/>`,
};

export function glyph(name: string, paint: Paint): string {
  const draw = GLYPHS[name];
  if (!draw) throw new Error(`no glyph named ${name}`);
  return draw(paint);
}
