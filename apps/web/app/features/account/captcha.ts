import type { CaptchaChallenge } from '@casino/shared/player';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { api } from '../session/api-client';

/** Which captcha the server wants after a lock-out, with what the browser needs to answer it. */
export function fetchCaptcha(): Promise<CaptchaChallenge> {
  return api<CaptchaChallenge>('/api/player/captcha');
}

/** Solves a proof-of-work challenge in the browser; the answer goes with the retried form. */
export async function solveProofOfWork(challenge: CaptchaChallenge & { kind: 'altcha' }): Promise<string> {
  const task = challenge.challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge: task, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha not solved');
  return btoa(JSON.stringify({ challenge: task, solution }));
}
