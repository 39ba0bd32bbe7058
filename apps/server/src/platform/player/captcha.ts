import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { CaptchaChallenge } from '@casino/shared/player';
import type { RateLimiter } from '../../http/rate-limit.js';

/**
 * The captcha adapter (DESIGN §1): the in-house proof of work by default, reCAPTCHA
 * when its keys are set. An adapter that cannot reach its vendor throws
 * CAPTCHA_UNAVAILABLE rather than letting the answer through.
 */
export interface Captcha {
  challenge(): Promise<CaptchaChallenge>;
  /** Whether the client's answer proves a person; `remoteIp` is the player's address. */
  verify(answer: string | undefined, remoteIp: string): Promise<boolean>;
}

const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Self-hosted proof-of-work captcha (ALTCHA): the browser spends a second or so
 * finding a number, which costs a bot the same for every guess. A solved challenge
 * is accepted once.
 */
export class ProofOfWorkCaptcha implements Captcha {
  constructor(
    private readonly secret: string,
    private readonly limiter: RateLimiter,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(5_000, 20_000),
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return { kind: 'altcha', challenge: challenge as unknown as Record<string, unknown> };
  }

  /** The client's answer: the challenge and its solution as JSON, or that JSON in base64. */
  async verify(answer: string | undefined): Promise<boolean> {
    if (!answer) return false;
    let payload: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } } | null;
    try {
      const json = answer.trim().startsWith('{') ? answer : Buffer.from(answer, 'base64').toString('utf8');
      payload = JSON.parse(json);
    } catch {
      return false;
    }
    if (!payload?.challenge?.signature || !payload.solution) return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    const uses = await this.limiter.hit(`captcha:used:${payload.challenge.signature}`, CHALLENGE_TTL_MS);
    return uses === 1;
  }
}
