/**
 * Plays Crash on its real mapping over a fresh hash chain and prints, for a few cash-out targets,
 * the declared against the measured RTP with its standard error, and rounds per second.
 *
 *   npm run bench:originals-live -- [--rounds 1000000]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildCrashChain, crashPoint, CRASH_HOUSE_EDGE_BP } from '../../packages/shared/src/originals/crash.js';
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
