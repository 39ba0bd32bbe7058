/**
 * Plays every Nova Studio title on the engine and prints declared against measured RTP, the
 * hit frequency, the largest win seen, σ per round and rounds per second. Table games play
 * with the reference strategies (basic strategy, the simple Jacks or Better holds).
 *
 *   npm run bench:slots -- [--rounds 10000000] [--titles pharaohs-fortune,blackjack]
 */
import { parseArgs } from 'node:util';
import { cryptoRng } from '../../apps/server/src/providers/slots-studio/engine/rng.js';
import { measuredRtp, simulate } from '../../apps/server/src/providers/slots-studio/engine/simulate.js';
import { TITLES } from '../../apps/server/src/providers/slots-studio/engine/titles.js';
import { expectedRtp } from '../../apps/server/src/providers/slots-studio/engine/expected.js';
import { positive } from '../args.js';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '10000000' }, titles: { type: 'string' } },
});
const rounds = positive('rounds', args.rounds);
const wanted = args.titles?.split(',').map((id) => id.trim());
const titles = wanted ? TITLES.filter((title) => wanted.includes(title.id)) : TITLES;
const unknown = wanted?.filter((id) => !TITLES.some((title) => title.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown titles: ${unknown.join(', ')}`);
  process.exit(2);
}

const rng = cryptoRng();
const CHUNK = 1_000_000;
console.log(`${rounds.toLocaleString('en')} rounds per title`);
console.log(
  'title'.padEnd(26) +
    'declared'.padStart(9) +
    'expected'.padStart(9) +
    'measured'.padStart(9) +
    '±se'.padStart(7) +
    'hit %'.padStart(8) +
    'max ×'.padStart(9) +
    'σ'.padStart(7) +
    'rounds/s'.padStart(11),
);
for (const title of titles) {
  const started = performance.now();
  const total = simulate(title, 0, rng);
  for (let done = 0; done < rounds; done += CHUNK) {
    const part = simulate(title, Math.min(CHUNK, rounds - done), rng);
    for (const key of Object.keys(total) as (keyof typeof total)[]) {
      total[key] = key === 'maxWin' ? Math.max(total[key], part[key]) : total[key] + part[key];
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const { rtp, standardError, deviation } = measuredRtp(total);
  console.log(
    title.id.padEnd(26) +
      title.rtp.toFixed(2).padStart(9) +
      expectedRtp(title).toFixed(2).padStart(9) +
      rtp.toFixed(3).padStart(9) +
      standardError.toFixed(3).padStart(7) +
      ((total.hits / rounds) * 100).toFixed(1).padStart(8) +
      total.maxWin.toFixed(0).padStart(9) +
      deviation.toFixed(2).padStart(7) +
      Math.round(rounds / seconds)
        .toLocaleString('en')
        .padStart(11),
  );
}
