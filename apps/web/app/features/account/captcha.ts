import type { CaptchaChallenge } from '@casino/shared/player';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { api } from '../session/api-client';

/**
 * Which captcha the server wants, with what the browser needs to answer it: for a
 * sign-in it is made for that account (its e-mail or phone) and costs more the more
 * it was failed; for a sign-up, for this address.
 */
export function fetchCaptcha(purpose: { login: string } | { scenario: 'registration' }): Promise<CaptchaChallenge> {
  return api<CaptchaChallenge>(`/api/player/captcha?${new URLSearchParams(purpose)}`);
}

/** Solves a proof-of-work challenge in the browser; the answer goes with the retried form. */
export async function solveProofOfWork(challenge: CaptchaChallenge & { kind: 'altcha' }): Promise<string> {
  const task = challenge.challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge: task, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha not solved');
  return btoa(JSON.stringify({ challenge: task, solution }));
}
