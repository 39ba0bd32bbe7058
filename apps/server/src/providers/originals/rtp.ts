import { createHmac, randomBytes } from 'node:crypto';
import { dice, diceMultiplier, winningSpan, ROLLS } from '@casino/shared/originals/dice';
import { MULTIPLIER_SCALE, measureRtp, type InstantGame } from '@casino/shared/originals/game';
import { keno, kenoRtp, KENO_RISKS, type KenoRisk } from '@casino/shared/originals/keno';
import { limbo, LIMBO_EDGE } from '@casino/shared/originals/limbo';
import { minesMultiplier, MINES_EDGE, TILES } from '@casino/shared/originals/mines';
import { plinko, plinkoRtp, PLINKO_RISKS, type PlinkoRisk } from '@casino/shared/originals/plinko';
import { ROULETTE_BETS, ROULETTE_BET_KINDS, roulette } from '@casino/shared/originals/roulette';
import { drawDistinct } from '@casino/shared/provably-fair';

/**
 * RTP measurement of every original with its real mapping, fed by the real scheme: floats from
 * HMAC-SHA256(server seed, `client:nonce:round`) computed here with node:crypto (the shared
 * module's own agreement with it is tested apart), one nonce per round. Used by the RTP tests
 * (100 k rounds a game) and `npm run bench:originals` (1 M).
 */
export function schemeFloats(): (nonce: number, count: number) => number[] {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = randomBytes(8).toString('hex');
  return (nonce, count) => {
    const floats: number[] = [];
    for (let round = 0; floats.length < count; round++) {
      const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
      for (let i = 0; i < 32 && floats.length < count; i += 4) {
        floats.push(bytes[i]! / 256 + bytes[i + 1]! / 65536 + bytes[i + 2]! / 16777216 + bytes[i + 3]! / 4294967296);
      }
    }
    return floats;
  };
}

export interface RtpCase {
  game: string;
  /** The RTP the rules promise for the settings played (exact where a table makes it so). */
  expected: number;
  play(nonce: number, floats: (nonce: number, count: number) => number[]): number;
}

const playInstant =
  <P, O>(game: InstantGame<P, O>, params: (nonce: number) => P) =>
  (nonce: number, floats: (nonce: number, count: number) => number[]) => {
    const p = params(nonce);
    return game.multiplier(game.outcome(floats(nonce, game.floats(p)), p), p);
  };

const pickFrom = <T>(items: readonly T[], nonce: number) => items[nonce % items.length]!;
const DICE_TARGETS = [200, 2500, 5050, 7500, 9800];
const LIMBO_TARGETS = [101, 150, 200, 500, 1000, 10_000];
const PLINKO = [8, 12, 16].flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk: risk as PlinkoRisk })));
const KENO = [1, 3, 5, 8, 10].flatMap((n) => KENO_RISKS.map((risk) => ({ n, risk: risk as KenoRisk })));
const KENO_PICKS = [7, 13, 22, 31, 40, 1, 5, 18, 27, 36];
const ROULETTE = ROULETTE_BET_KINDS.map((kind) => [{ kind, index: 0, chips: 1 }]);

/** The most safe tiles a player with `mines` mines reaches in at least 2 % of rounds. */
function likelyGoal(mines: number): number {
  let chance = 1;
  let k = 0;
  while (k < TILES - mines && chance * ((TILES - mines - k) / (TILES - k)) >= 0.02) {
    chance *= (TILES - mines - k) / (TILES - k);
    k++;
  }
  return Math.max(1, k);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export const RTP_CASES: RtpCase[] = [
  {
    game: 'dice',
    expected: mean(
      DICE_TARGETS.flatMap((t) =>
        (['over', 'under'] as const).map((d) => (diceMultiplier(t, d) * winningSpan(t, d)) / ROLLS / MULTIPLIER_SCALE),
      ),
    ),
    play: playInstant(dice, (n) => ({
      target: pickFrom(DICE_TARGETS, n),
      direction: n % 2 === 0 ? ('over' as const) : ('under' as const),
    })),
  },
  {
    game: 'limbo',
    expected: 1 - LIMBO_EDGE,
    play: playInstant(limbo, (n) => ({ target: pickFrom(LIMBO_TARGETS, n) })),
  },
  {
    game: 'plinko',
    expected: mean(PLINKO.map(({ rows, risk }) => plinkoRtp(rows, risk))),
    play: playInstant(plinko, (n) => pickFrom(PLINKO, n)),
  },
  {
    game: 'keno',
    expected: mean(KENO.map(({ n, risk }) => kenoRtp(n, risk))),
    play: playInstant(keno, (nonce) => {
      const { n, risk } = pickFrom(KENO, nonce);
      return { picks: KENO_PICKS.slice(0, n), risk };
    }),
  },
  {
    game: 'roulette',
    expected: mean(
      ROULETTE.map(([bet]) => {
        const numbers = ROULETTE_BETS[bet!.kind][0]!;
        return (numbers.length * Math.floor((36 / numbers.length) * MULTIPLIER_SCALE)) / 37 / MULTIPLIER_SCALE;
      }),
    ),
    play: playInstant(roulette, (n) => ({ bets: pickFrom(ROULETTE, n) })),
  },
  {
    // A player who picks tiles in a random order and cashes out after 1 to 5 safe tiles, never
    // aiming where fewer than 2 % of rounds get: rarer payouts go unseen in a sample and the
    // sample's own variance would then understate the error (every target returns the same).
    game: 'mines',
    expected: 1 - MINES_EDGE,
    play(nonce, floats) {
      const mines = 1 + (nonce % 24);
      const goal = Math.min(1 + (nonce % 5), likelyGoal(mines));
      const all = floats(nonce, TILES - 1 + goal);
      const mineTiles = new Set(drawDistinct(all.slice(0, TILES - 1), TILES).slice(0, mines));
      const order = drawDistinct(all.slice(TILES - 1), TILES);
      for (let k = 0; k < goal; k++) if (mineTiles.has(order[k]!)) return 0;
      return minesMultiplier(mines, goal);
    },
  },
];

export function measure(rtpCase: RtpCase, rounds: number): { rtp: number; stderr: number } {
  const floats = schemeFloats();
  return measureRtp(rounds, (nonce) => rtpCase.play(nonce, floats));
}
