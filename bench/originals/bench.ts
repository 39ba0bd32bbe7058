// `npm run bench:originals`: every original's measured RTP over 1 M rounds (real mapping, real
// HMAC scheme) against the RTP its rules declare, with the standard error and rounds/s.
import { measure, RTP_CASES } from '../../apps/server/src/providers/originals/rtp.js';

const ROUNDS = Number(process.env.ROUNDS ?? 1_000_000);
console.log(`game       declared   measured   σ/√n      |Δ|/σ   rounds/s`);
let failed = false;
for (const rtpCase of RTP_CASES) {
  const started = performance.now();
  const { rtp, stderr } = measure(rtpCase, ROUNDS);
  const seconds = (performance.now() - started) / 1000;
  const z = Math.abs(rtp - rtpCase.expected) / stderr;
  if (z > 5) failed = true;
  console.log(
    `${rtpCase.game.padEnd(10)} ${(rtpCase.expected * 100).toFixed(3).padStart(7)} %  ${(rtp * 100).toFixed(3).padStart(7)} %  ${(stderr * 100).toFixed(3).padStart(6)} %  ${z.toFixed(2).padStart(5)}  ${Math.round(ROUNDS / seconds)}`,
  );
}
if (failed) process.exitCode = 1;
