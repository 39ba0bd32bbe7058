/**
 * Plays Crash on its real mapping over a fresh hash chain and prints, for a few cash-out targets,
 * the declared against the measured RTP with its standard error, and rounds per second; then as
 * many rounds of HiLo and of Blackjack (basic strategy) on their mappings.
 *
 *   npm run bench:originals-live -- [--rounds 1000000]
 */
import { randomBytes, randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { basicStrategy } from '../../packages/shared/src/originals/basic-strategy.js';
import {
  actBlackjack,
  BLACKJACK_DECLARED_RTP,
  dealBlackjack,
  stakeOf,
  winOf,
} from '../../packages/shared/src/originals/blackjack.js';
import { buildCrashChain, crashPoint, CRASH_HOUSE_EDGE_BP } from '../../packages/shared/src/originals/crash.js';
import { actHilo, hiloMultiplier, hiloRank, startHilo } from '../../packages/shared/src/originals/hilo.js';
import { positive } from '../args.js';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '1000000' } } });
const rounds = positive('rounds', args.rounds);
const salt = randomBytes(32).toString('hex');
const targets = [101, 150, 200, 500, 1000, 10_000];

const started = performance.now();
const { hashes } = buildCrashChain(randomBytes(32).toString('hex'), rounds);
const points = hashes.map((hash) => crashPoint(hash, salt));
const seconds = (performance.now() - started) / 1000;

const declared = 1 - CRASH_HOUSE_EDGE_BP / 10_000;
console.log(
  `${rounds.toLocaleString('en')} chained rounds, ${Math.round(rounds / seconds).toLocaleString('en')} rounds/s`,
);
console.log('target'.padEnd(10) + 'declared'.padStart(10) + 'measured'.padStart(10) + '±se'.padStart(9));
for (const target of targets) {
  const t = target / 100;
  const wins = points.filter((point) => point >= target).length;
  const p = declared / t;
  const se = Math.sqrt((t * t * p - (t * p) ** 2) / rounds);
  const measured = (wins * t) / rounds;
  console.log(
    `${t.toFixed(2)}×`.padEnd(10) +
      `${(declared * 100).toFixed(2)}%`.padStart(10) +
      `${(measured * 100).toFixed(2)}%`.padStart(10) +
      `${(se * 100).toFixed(2)}`.padStart(9),
  );
}

/** The card games: HiLo one to three calls then cash-out, Blackjack with basic strategy. */
const cardRounds = rounds;
const freshFloats = () => {
  const floats: number[] = [];
  return (index: number) => (floats[index] ??= randomInt(2 ** 32) / 2 ** 32);
};
let hiloSum = 0;
for (let i = 0; i < cardRounds; i++) {
  const floats = freshFloats();
  let state = startHilo(floats);
  for (let c = 0; c < 1 + (i % 3) && state.status === 'playing'; c++) {
    const rank = hiloRank(state.cards[state.cards.length - 1]!.card);
    state = actHilo(state, rank <= 7 ? 'higher' : 'lower', floats);
  }
  hiloSum += hiloMultiplier(state) / 10_000;
}
console.log(
  `HiLo (1–3 calls)  declared ${(((0.99 + 0.99 ** 2 + 0.99 ** 3) / 3) * 100).toFixed(2)}%  measured ${((hiloSum / cardRounds) * 100).toFixed(2)}%`,
);
let net = 0;
for (let i = 0; i < cardRounds; i++) {
  const floats = freshFloats();
  let state = dealBlackjack(floats);
  while (state.phase !== 'finished') state = actBlackjack(state, basicStrategy(state), floats);
  net += Number(winOf(1_000_000n, state) - stakeOf(1_000_000n, state)) / 1_000_000;
}
console.log(
  `Blackjack (basic) declared ${(BLACKJACK_DECLARED_RTP * 100).toFixed(2)}%  measured ${((1 + net / cardRounds) * 100).toFixed(2)}%`,
);
