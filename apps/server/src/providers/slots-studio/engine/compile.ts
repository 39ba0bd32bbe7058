import type { SlotTitle } from './types.js';

export const REGULAR = 0;
export const WILD = 1;
export const SCATTER = 2;
export const JACKPOT = 3;
const KIND_CODES = { regular: REGULAR, wild: WILD, scatter: SCATTER, jackpot: JACKPOT } as const;

/**
 * A slot title turned into typed arrays for the hot path: symbol indices instead of ids,
 * strips extended by maxRows so a window never wraps, one scratch screen reused by every
 * spin. The engine, the RTP calculation and the simulations all read this one structure.
 */
export type CompiledSlot = {
  title: SlotTitle;
  ways: boolean;
  reels: number;
  minRows: number;
  maxRows: number;
  symbolCount: number;
  ids: string[];
  kind: Uint8Array;
  multiplier: Int32Array;
  /** pay[symbol * payWidth + count], coins; counts past the symbol's table pay its last entry. */
  pay: Float64Array;
  payWidth: number;
  regular: Int32Array;
  strips: [Int32Array[], Int32Array[]];
  lengths: [Int32Array, Int32Array];
  /** lines[line * reels + reel] = row. */
  lines: Int32Array;
  lineCount: number;
  scatter: number;
  jackpot: number;
  /** awards[scatter count] = free spins. */
  awards: Int32Array;
  freeMultiplier: number;
  screen: Int32Array;
  heights: Int32Array;
  lineBuffer: Int32Array;
  wayCounts: Int32Array;
  wildCounts: Int32Array;
};

const cache = new WeakMap<SlotTitle, CompiledSlot>();

export function compileSlot(title: SlotTitle): CompiledSlot {
  const cached = cache.get(title);
  if (cached) return cached;
  const compiled = build(title);
  cache.set(title, compiled);
  return compiled;
}

function build(title: SlotTitle): CompiledSlot {
  const { layout } = title;
  const reels = layout.reels;
  const minRows = layout.type === 'megaways' ? layout.minRows : layout.rows;
  const maxRows = layout.type === 'megaways' ? layout.maxRows : layout.rows;
  const ids = title.symbols.map((symbol) => symbol.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  if (index.size !== ids.length) throw new Error(`${title.id}: duplicate symbol ids`);
  const symbolIndex = (id: string) => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`${title.id}: unknown symbol ${id}`);
    return i;
  };
  const payWidth = reels * maxRows + 1;
  const pay = new Float64Array(ids.length * payWidth);
  const kind = new Uint8Array(ids.length);
  const multiplier = new Int32Array(ids.length).fill(1);
  title.symbols.forEach((symbol, s) => {
    kind[s] = KIND_CODES[symbol.kind];
    multiplier[s] = symbol.multiplier ?? 1;
    for (let n = 0; n < payWidth; n++) {
      const value = symbol.pays[Math.min(n, symbol.pays.length - 1)] ?? 0;
      if (!Number.isInteger(value) || value < 0) throw new Error(`${title.id}: pays must be whole coins`);
      pay[s * payWidth + n] = value;
    }
  });
  const ways = layout.type !== 'lines';
  const stripsOf = (strips: string[][]) => {
    if (strips.length !== reels) throw new Error(`${title.id}: ${strips.length} strips for ${reels} reels`);
    return strips.map((strip, reel) => {
      if (strip.length < maxRows) throw new Error(`${title.id}: strip ${reel} shorter than the window`);
      const out = new Int32Array(strip.length + maxRows);
      for (let i = 0; i < out.length; i++) out[i] = symbolIndex(strip[i % strip.length]!);
      if (ways && reel === 0 && strip.some((id) => kind[symbolIndex(id)] === WILD)) {
        throw new Error(`${title.id}: a ways game has no wild on the first reel`);
      }
      return out;
    });
  };
  if (ways && title.symbols.some((symbol) => symbol.kind === 'wild' && (symbol.multiplier ?? 1) !== 1)) {
    throw new Error(`${title.id}: multiplier wilds are for line games`);
  }
  const base = stripsOf(title.strips.base);
  const free = stripsOf(title.strips.free);
  const lines = layout.type === 'lines' ? layout.lines : [];
  for (const line of lines) {
    if (line.length !== reels || line.some((row) => row < 0 || row >= maxRows))
      throw new Error(`${title.id}: bad line`);
  }
  const anywhere = (k: number) => title.symbols.findIndex((symbol) => KIND_CODES[symbol.kind] === k);
  const scatter = anywhere(SCATTER);
  const awards = new Int32Array(payWidth);
  if (title.freeSpins) {
    if (symbolIndex(title.freeSpins.scatter) !== scatter) throw new Error(`${title.id}: free spins need the scatter`);
    const table = title.freeSpins.awards;
    for (let n = 0; n < payWidth; n++) awards[n] = table[Math.min(n, table.length - 1)] ?? 0;
  }
  return {
    title,
    ways,
    reels,
    minRows,
    maxRows,
    symbolCount: ids.length,
    ids,
    kind,
    multiplier,
    pay,
    payWidth,
    regular: Int32Array.from(ids.keys()).filter((s) => kind[s] === REGULAR),
    strips: [base, free],
    lengths: [Int32Array.from(title.strips.base, (s) => s.length), Int32Array.from(title.strips.free, (s) => s.length)],
    lines: Int32Array.from(lines.flat()),
    lineCount: lines.length,
    scatter,
    jackpot: anywhere(JACKPOT),
    awards,
    freeMultiplier: title.freeSpins?.multiplier ?? 1,
    screen: new Int32Array(reels * maxRows),
    heights: new Int32Array(reels).fill(maxRows),
    lineBuffer: new Int32Array(reels),
    wayCounts: new Int32Array(reels * ids.length),
    wildCounts: new Int32Array(reels),
  };
}
