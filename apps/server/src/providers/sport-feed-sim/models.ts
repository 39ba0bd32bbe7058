import type { MarketOdds, MatchStatus, OutcomeResult, Specifiers } from '../../contracts/sport-feed.js';
import type { SportDefinition } from './catalogue.js';
import { lineText, normalCdf, poissonPmf, price } from './pricing.js';
import { SeededRandom } from './random.js';

/**
 * How a simulated match plays out and is priced. A model draws the whole match once from the
 * fixture's seed; then for any progress `f` (0 at the start, 1 at the full nominal length)
 * it tells the status and prices the markets from what is still to be played, and at the end
 * it settles every market from the final result.
 */

export interface SettledMarket {
  marketId: number;
  specifiers: Specifiers;
  outcomes: OutcomeResult[];
}

export interface MatchModel {
  /** Progress at which the match ends (earlier than 1 for a knockout or a straight-sets win). */
  readonly endsAt: number;
  /** Moments (progress) of goals, sets, knockouts: the feed stops bets just before each. */
  readonly dangerous: number[];
  status(f: number): MatchStatus;
  markets(f: number): MarketOdds[];
  settlement(): SettledMarket[];
}

const market = (
  marketId: number,
  name: string,
  outcomes: { id: string; name: string; p: number }[],
  specifiers: Specifiers = {},
): MarketOdds => ({ marketId, specifiers, name, status: 'active', outcomes: price(outcomes) });

const won = (id: string, wins: boolean): OutcomeResult => ({ id, result: wins ? 1 : 0, voidFactor: '0' });

const threeWay = (home: string, away: string) => [
  { id: '1', name: home },
  { id: 'X', name: 'Draw' },
  { id: '2', name: away },
];

function goalsModel(sport: SportDefinition, names: string[], random: SeededRandom): MatchModel {
  const { goals, clockMinutes, halves } = sport.params as { goals: number; clockMinutes: number; halves: number };
  const share = 0.5 + (random.next() - 0.5) * 0.4;
  const lambda = [goals * share * 1.05, goals * (1 - share) * 0.95] as const;
  const times = lambda.map((l) => Array.from({ length: random.poisson(l) }, () => random.next()).sort((a, b) => a - b));
  const [home, away] = names as [string, string];
  const base = Math.floor(goals) + 0.5;
  const totals = [base - 1, base, base + 1].filter((t) => t > 0);
  const isFootball = sport.id === 66;
  const scoreAt = (f: number) => times.map((list) => list.filter((t) => t < f).length) as [number, number];

  /** Joint distribution of the final score from the current one and the goals still expected. */
  function finals(f: number): { h: number; a: number; p: number }[] {
    const [h0, a0] = scoreAt(f);
    const rest = lambda.map((l) => l * Math.max(0, 1 - f));
    const max = Math.ceil(Math.max(...rest) + 6 * Math.sqrt(Math.max(...rest)) + 2);
    const [ph, pa] = rest.map((r) => poissonPmf(r, max)) as [number[], number[]];
    const grid: { h: number; a: number; p: number }[] = [];
    ph.forEach((x, i) => pa.forEach((y, j) => grid.push({ h: h0 + i, a: a0 + j, p: x * y })));
    return grid;
  }
  const sum = (grid: { h: number; a: number; p: number }[], test: (h: number, a: number) => boolean) =>
    grid.reduce((s, g) => (test(g.h, g.a) ? s + g.p : s), 0);

  return {
    endsAt: 1,
    dangerous: [...times[0]!, ...times[1]!].sort((a, b) => a - b),
    status(f) {
      const period = Math.min(halves, Math.floor(f * halves) + 1);
      return {
        phase: 'live',
        period: halves === 2 ? (period === 1 ? '1st_half' : '2nd_half') : `period_${period}`,
        clockSeconds: Math.round(Math.min(f, 1) * clockMinutes * 60),
        score: scoreAt(f),
        periodScores: Array.from({ length: period }, (_, k) =>
          times.map((list) => list.filter((t) => t >= k / halves && t < Math.min(f, (k + 1) / halves)).length),
        ),
      };
    },
    markets(f) {
      const grid = finals(f);
      const p1 = sum(grid, (h, a) => h > a);
      const px = sum(grid, (h, a) => h === a);
      const p2 = sum(grid, (h, a) => h < a);
      const list = [
        market(
          1,
          '1x2',
          threeWay(home, away).map((o, i) => ({ ...o, p: [p1, px, p2][i]! })),
        ),
        market(10, 'Double chance', [
          { id: '1X', name: `${home} or draw`, p: p1 + px },
          { id: '12', name: `${home} or ${away}`, p: p1 + p2 },
          { id: 'X2', name: `Draw or ${away}`, p: px + p2 },
        ]),
        ...totals.map((t) =>
          market(
            18,
            'Total',
            [
              { id: 'over', name: `Over ${t}`, p: sum(grid, (h, a) => h + a > t) },
              { id: 'under', name: `Under ${t}`, p: sum(grid, (h, a) => h + a < t) },
            ],
            { total: lineText(t) },
          ),
        ),
        ...[-1.5, 1.5].map((hcp) =>
          market(
            16,
            'Handicap',
            [
              { id: '1', name: `${home} (${lineText(hcp, true)})`, p: sum(grid, (h, a) => h + hcp > a) },
              { id: '2', name: `${away} (${lineText(-hcp, true)})`, p: sum(grid, (h, a) => h + hcp < a) },
            ],
            { hcp: lineText(hcp, true) },
          ),
        ),
        market(29, 'Both teams to score', [
          { id: 'yes', name: 'Yes', p: sum(grid, (h, a) => h > 0 && a > 0) },
          { id: 'no', name: 'No', p: sum(grid, (h, a) => h === 0 || a === 0) },
        ]),
      ];
      if (isFootball) {
        const scores: { id: string; name: string; p: number }[] = [];
        for (let h = 0; h <= 3; h += 1) {
          for (let a = 0; a <= 3; a += 1)
            scores.push({ id: `${h}:${a}`, name: `${h}:${a}`, p: sum(grid, (x, y) => x === h && y === a) });
        }
        scores.push({ id: 'other', name: 'Other', p: sum(grid, (x, y) => x > 3 || y > 3) });
        list.push(market(41, 'Correct score', scores));
        if (f < 0.5) {
          const [h0, a0] = scoreAt(f);
          const rest = lambda.map((l) => l * (0.5 - f));
          const [ph, pa] = rest.map((r) => poissonPmf(r, 10)) as [number[], number[]];
          let [hw, d, aw] = [0, 0, 0];
          ph.forEach((x, i) =>
            pa.forEach((y, j) => {
              const diff = h0 + i - (a0 + j);
              if (diff > 0) hw += x * y;
              else if (diff === 0) d += x * y;
              else aw += x * y;
            }),
          );
          list.push(
            market(
              60,
              '1st half - 1x2',
              threeWay(home, away).map((o, i) => ({ ...o, p: [hw, d, aw][i]! })),
            ),
          );
        }
      }
      return list;
    },
    settlement() {
      const [h, a] = scoreAt(2);
      const [hh, ha] = scoreAt(0.5);
      const settled: SettledMarket[] = [
        { marketId: 1, specifiers: {}, outcomes: [won('1', h > a), won('X', h === a), won('2', h < a)] },
        { marketId: 10, specifiers: {}, outcomes: [won('1X', h >= a), won('12', h !== a), won('X2', h <= a)] },
        ...totals.map((t) => ({
          marketId: 18,
          specifiers: { total: lineText(t) },
          outcomes: [won('over', h + a > t), won('under', h + a < t)],
        })),
        ...[-1.5, 1.5].map((hcp) => ({
          marketId: 16,
          specifiers: { hcp: lineText(hcp, true) },
          outcomes: [won('1', h + hcp > a), won('2', h + hcp < a)],
        })),
        { marketId: 29, specifiers: {}, outcomes: [won('yes', h > 0 && a > 0), won('no', h === 0 || a === 0)] },
      ];
      if (isFootball) {
        const ids = [...Array.from({ length: 16 }, (_, i) => `${Math.floor(i / 4)}:${i % 4}`), 'other'];
        const actual = h > 3 || a > 3 ? 'other' : `${h}:${a}`;
        settled.push({ marketId: 41, specifiers: {}, outcomes: ids.map((id) => won(id, id === actual)) });
        settled.push({
          marketId: 60,
          specifiers: {},
          outcomes: [won('1', hh > ha), won('X', hh === ha), won('2', hh < ha)],
        });
      }
      return settled;
    },
  };
}

function pointsModel(sport: SportDefinition, names: string[], random: SeededRandom): MatchModel {
  const { total, totalSd, marginSd, periods, clockMinutes, draw } = sport.params as Record<string, number> as {
    total: number;
    totalSd: number;
    marginSd: number;
    periods: number;
    clockMinutes: number;
    draw: number;
  };
  const [home, away] = names as [string, string];
  const edge = (random.next() - 0.5) * 1.6 * marginSd;
  const finalTotal = Math.max(2, total + random.normal() * totalSd);
  let margin = Math.round(edge + random.normal() * marginSd);
  if (!draw && margin === 0) margin = random.next() < 0.5 ? 1 : -1;
  const final = [Math.max(0, Math.round((finalTotal + margin) / 2)), 0] as [number, number];
  final[1] = Math.max(0, final[0] - margin);
  // A monotone path from 0 to the final score per side: cumulative random weights.
  const steps = 40;
  const path = final.map((points) => {
    const weights = Array.from({ length: steps }, () => 0.3 + random.next());
    const sumW = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    return weights.map((w) => Math.round(((acc += w) / sumW) * points));
  });
  const scoreAt = (f: number) => {
    const k = Math.floor(Math.min(f, 1) * steps);
    return path.map((p) => (k === 0 ? 0 : p[k - 1]!)) as [number, number];
  };
  const totalLine = Math.round(total) + 0.5;
  const hcp = Math.round(-edge) + (edge >= 0 ? -0.5 : 0.5);
  const winnerId = draw ? 1 : 219;

  return {
    endsAt: 1,
    dangerous: [0.25, 0.5, 0.75].map((q) => q - 0.5 / steps),
    status(f) {
      const period = Math.min(periods, Math.floor(f * periods) + 1);
      const score = scoreAt(f);
      return {
        phase: 'live',
        period: `period_${period}`,
        clockSeconds: clockMinutes ? Math.round(Math.min(f, 1) * clockMinutes * 60) : null,
        score,
        periodScores: Array.from({ length: period }, (_, k) => {
          const start = scoreAt(k / periods);
          const end = scoreAt(Math.min(f, (k + 1) / periods));
          return [end[0] - start[0], end[1] - start[1]];
        }),
      };
    },
    markets(f) {
      const [h, a] = scoreAt(f);
      const rest = Math.max(0.02, 1 - f);
      const mean = h - a + edge * rest;
      const sd = marginSd * Math.sqrt(rest);
      const tMean = h + a + total * rest;
      const tSd = totalSd * Math.sqrt(rest);
      const pHome = 1 - normalCdf((0.5 - mean) / sd);
      const pAway = normalCdf((-0.5 - mean) / sd);
      const winner = draw
        ? market(
            1,
            '1x2',
            threeWay(home, away).map((o, i) => ({ ...o, p: [pHome, 1 - pHome - pAway, pAway][i]! })),
          )
        : market(219, 'Winner (incl. overtime)', [
            { id: '1', name: home, p: 1 - normalCdf(-mean / sd) },
            { id: '2', name: away, p: normalCdf(-mean / sd) },
          ]);
      return [
        winner,
        market(
          223,
          'Handicap (incl. overtime)',
          [
            { id: '1', name: `${home} (${lineText(hcp, true)})`, p: 1 - normalCdf((-hcp - mean) / sd) },
            { id: '2', name: `${away} (${lineText(-hcp, true)})`, p: normalCdf((-hcp - mean) / sd) },
          ],
          { hcp: lineText(hcp, true) },
        ),
        market(
          225,
          'Total (incl. overtime)',
          [
            { id: 'over', name: `Over ${totalLine}`, p: 1 - normalCdf((totalLine - tMean) / tSd) },
            { id: 'under', name: `Under ${totalLine}`, p: normalCdf((totalLine - tMean) / tSd) },
          ],
          { total: lineText(totalLine) },
        ),
      ];
    },
    settlement(): SettledMarket[] {
      const [h, a] = final;
      return [
        draw
          ? { marketId: winnerId, specifiers: {}, outcomes: [won('1', h > a), won('X', h === a), won('2', h < a)] }
          : { marketId: winnerId, specifiers: {}, outcomes: [won('1', h > a), won('2', h < a)] },
        {
          marketId: 223,
          specifiers: { hcp: lineText(hcp, true) },
          outcomes: [won('1', h + hcp > a), won('2', h + hcp < a)],
        },
        {
          marketId: 225,
          specifiers: { total: lineText(totalLine) },
          outcomes: [won('over', h + a > totalLine), won('under', h + a < totalLine)],
        },
      ];
    },
  };
}

function setsModel(sport: SportDefinition, names: string[], random: SeededRandom): MatchModel {
  const { bestOf, winnerPoints, loserMax } = sport.params as { bestOf: number; winnerPoints: number; loserMax: number };
  const [home, away] = names as [string, string];
  const need = (bestOf + 1) / 2;
  const pSet = 0.5 + (random.next() - 0.5) * 0.5;
  const sets: { winner: 0 | 1; points: [number, number] }[] = [];
  while (sets.filter((s) => s.winner === 0).length < need && sets.filter((s) => s.winner === 1).length < need) {
    const winner: 0 | 1 = random.next() < pSet ? 0 : 1;
    const loser = random.int(0, loserMax);
    sets.push({ winner, points: winner === 0 ? [winnerPoints, loser] : [loser, winnerPoints] });
  }
  const setLength = 1 / bestOf;
  const endsAt = sets.length * setLength;
  const unit = sport.family === 'sets' && sport.names === 'team' ? 'Map' : 'Set';
  const counted = (f: number) => {
    const done = Math.min(sets.length, Math.floor(f / setLength));
    const won = [0, 0] as [number, number];
    sets.slice(0, done).forEach((s) => (won[s.winner] += 1));
    return { done, won };
  };
  /** P(home wins the match) from a set score, each further set won with probability p. */
  const matchProbability = (h: number, a: number, p: number): number => {
    if (h >= need) return 1;
    if (a >= need) return 0;
    return p * matchProbability(h + 1, a, pSet) + (1 - p) * matchProbability(h, a + 1, pSet);
  };
  const finalDistribution = (h: number, a: number, p: number, acc: Map<string, number>, weight = 1) => {
    if (h >= need || a >= need) {
      acc.set(`${h}:${a}`, (acc.get(`${h}:${a}`) ?? 0) + weight);
      return acc;
    }
    finalDistribution(h + 1, a, pSet, acc, weight * p);
    finalDistribution(h, a + 1, pSet, acc, weight * (1 - p));
    return acc;
  };
  const currentSetChance = (f: number) => {
    const { done } = counted(f);
    const set = sets[done];
    if (!set) return pSet;
    const q = Math.min(1, (f - done * setLength) / setLength);
    const lead = set.winner === 0 ? 0.85 : 0.15;
    return (1 - q) * pSet + q * lead;
  };
  const correctScores: string[] = [];
  for (let l = 0; l < need; l += 1) correctScores.push(`${need}:${l}`, `${l}:${need}`);
  const totalLine = bestOf - 0.5;

  return {
    endsAt,
    dangerous: sets.map((_, i) => (i + 1) * setLength),
    status(f) {
      const { done, won } = counted(f);
      const current = sets[done];
      const q = current ? Math.min(1, (f - done * setLength) / setLength) : 0;
      return {
        phase: 'live',
        period: `${unit.toLowerCase()}_${Math.min(done + 1, sets.length)}`,
        clockSeconds: null,
        score: won,
        periodScores: [
          ...sets.slice(0, done).map((s) => s.points),
          ...(current && f < endsAt ? [current.points.map((p) => Math.floor(p * q))] : []),
        ],
      };
    },
    markets(f) {
      const { won } = counted(f);
      const p = currentSetChance(f);
      const pHome = matchProbability(won[0], won[1], p);
      const dist = finalDistribution(won[0], won[1], p, new Map());
      const pOf = (score: string) => dist.get(score) ?? 0;
      const handicapHome = [...dist].reduce((s, [k, v]) => {
        const [x, y] = k.split(':').map(Number) as [number, number];
        return x - 1.5 > y ? s + v : s;
      }, 0);
      const overTotal = [...dist].reduce((s, [k, v]) => {
        const [x, y] = k.split(':').map(Number) as [number, number];
        return x + y > totalLine ? s + v : s;
      }, 0);
      return [
        market(186, 'Winner', [
          { id: '1', name: home, p: pHome },
          { id: '2', name: away, p: 1 - pHome },
        ]),
        market(
          199,
          `Correct score (${unit.toLowerCase()}s)`,
          correctScores.map((id) => ({ id, name: id, p: pOf(id) })),
        ),
        market(
          188,
          `${unit} handicap`,
          [
            { id: '1', name: `${home} (-1.5)`, p: handicapHome },
            { id: '2', name: `${away} (+1.5)`, p: 1 - handicapHome },
          ],
          { hcp: '-1.5' },
        ),
        market(
          202,
          `Total ${unit.toLowerCase()}s`,
          [
            { id: 'over', name: `Over ${totalLine}`, p: overTotal },
            { id: 'under', name: `Under ${totalLine}`, p: 1 - overTotal },
          ],
          { total: lineText(totalLine) },
        ),
      ];
    },
    settlement(): SettledMarket[] {
      const { won } = counted(2);
      const [h, a] = won;
      return [
        { marketId: 186, specifiers: {}, outcomes: [won0('1', h > a), won0('2', h < a)] },
        { marketId: 199, specifiers: {}, outcomes: correctScores.map((id) => won0(id, id === `${h}:${a}`)) },
        { marketId: 188, specifiers: { hcp: '-1.5' }, outcomes: [won0('1', h - 1.5 > a), won0('2', h - 1.5 < a)] },
        {
          marketId: 202,
          specifiers: { total: lineText(totalLine) },
          outcomes: [won0('over', h + a > totalLine), won0('under', h + a < totalLine)],
        },
      ];
    },
  };
}
const won0 = won;

function fightModel(sport: SportDefinition, names: string[], random: SeededRandom): MatchModel {
  const { rounds, draw, stoppage } = sport.params as { rounds: number; draw: number; stoppage: number };
  const [home, away] = names as [string, string];
  const pHome = 0.5 + (random.next() - 0.5) * 0.6;
  const stopped = random.next() < stoppage;
  const stopRound = stopped ? random.int(1, rounds) : null;
  const isDraw = !stopped && random.next() < draw;
  const winner: 0 | 1 | null = isDraw ? null : random.next() < pHome ? 0 : 1;
  const endsAt = stopRound ? (stopRound - 0.5) / rounds : 1;
  const line = Math.floor(rounds / 2) + 0.5;
  const outcome = (f: number) => f >= endsAt;
  return {
    endsAt,
    dangerous: stopRound ? [endsAt] : [],
    status(f) {
      const round = Math.min(rounds, Math.floor(Math.min(f, endsAt) * rounds) + 1);
      const over = outcome(f);
      return {
        phase: 'live',
        period: `round_${round}`,
        clockSeconds: Math.round(((Math.min(f, endsAt) * rounds) % 1) * 180),
        score: over && winner !== null ? (winner === 0 ? [1, 0] : [0, 1]) : [0, 0],
        periodScores: [],
      };
    },
    markets(f) {
      const played = Math.min(rounds, f * rounds);
      const remainingStop = (stoppage * Math.max(0, rounds - played)) / rounds;
      const pDraw = (1 - remainingStop) * draw;
      const winnerOutcomes = draw
        ? threeWay(home, away).map((o, i) => ({ ...o, p: [pHome * (1 - pDraw), pDraw, (1 - pHome) * (1 - pDraw)][i]! }))
        : [
            { id: '1', name: home, p: pHome },
            { id: '2', name: away, p: 1 - pHome },
          ];
      const pUnder = (stoppage / rounds) * Math.max(0, line - played);
      return [
        market(draw ? 1 : 186, 'Winner', winnerOutcomes),
        market(910, 'Fight to go the distance', [
          { id: 'yes', name: 'Yes', p: 1 - remainingStop },
          { id: 'no', name: 'No', p: remainingStop },
        ]),
        market(
          911,
          'Total rounds',
          [
            { id: 'over', name: `Over ${line}`, p: 1 - pUnder },
            { id: 'under', name: `Under ${line}`, p: pUnder },
          ],
          { total: lineText(line) },
        ),
      ];
    },
    settlement(): SettledMarket[] {
      const lasted = stopRound ? stopRound - 0.5 : rounds;
      return [
        draw
          ? {
              marketId: 1,
              specifiers: {},
              outcomes: [won('1', winner === 0), won('X', winner === null), won('2', winner === 1)],
            }
          : { marketId: 186, specifiers: {}, outcomes: [won('1', winner === 0), won('2', winner === 1)] },
        { marketId: 910, specifiers: {}, outcomes: [won('yes', !stopped), won('no', stopped)] },
        {
          marketId: 911,
          specifiers: { total: lineText(line) },
          outcomes: [won('over', lasted > line), won('under', lasted < line)],
        },
      ];
    },
  };
}

function raceModel(sport: SportDefinition, names: string[], random: SeededRandom): MatchModel {
  const weights = names.map(() => Math.exp(random.normal() * 0.6));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = (exclude: number | null) => {
    const pool = weights.map((w, i) => (i === exclude ? 0 : w));
    let r = random.next() * pool.reduce((a, b) => a + b, 0);
    return pool.findIndex((w) => (r -= w) < 0);
  };
  const first = pick(null);
  const deadHeat = random.next() < (sport.params.deadHeat ?? 0) ? pick(first) : null;
  return {
    endsAt: 1,
    dangerous: [],
    status: (f) => ({
      phase: 'live',
      period: null,
      clockSeconds: Math.round(f * sport.durationMinutes * 60),
      score: [],
      periodScores: [],
    }),
    markets: () => [
      market(
        4000,
        'Winner',
        names.map((name, i) => ({ id: `r${i + 1}`, name, p: weights[i]! / total })),
      ),
    ],
    settlement: () => [
      {
        marketId: 4000,
        specifiers: {},
        outcomes: names.map((_, i) => {
          const winner = i === first || i === deadHeat;
          return {
            id: `r${i + 1}`,
            result: winner ? 1 : 0,
            voidFactor: '0',
            ...(winner && deadHeat !== null ? { deadHeatFactor: { num: 1, den: 2 } } : {}),
          } satisfies OutcomeResult;
        }),
      },
    ],
  };
}

export function buildModel(sport: SportDefinition, names: string[], random: SeededRandom): MatchModel {
  switch (sport.family) {
    case 'goals':
      return goalsModel(sport, names, random);
    case 'points':
      return pointsModel(sport, names, random);
    case 'sets':
      return setsModel(sport, names, random);
    case 'fight':
      return fightModel(sport, names, random);
    case 'race':
      return raceModel(sport, names, random);
  }
}
