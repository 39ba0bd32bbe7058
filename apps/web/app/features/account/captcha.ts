import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { api } from '../session/api-client';

/** Fetches a proof-of-work challenge and solves it in the browser; the answer goes with the retried form. */
export async function solveCaptcha(): Promise<string> {
  const { challenge } = await api<{ challenge: Challenge }>('/api/player/captcha');
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
