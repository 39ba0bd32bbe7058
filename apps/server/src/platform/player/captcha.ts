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
  challenge(requirement: CaptchaRequirement): Promise<CaptchaChallenge>;
  /** Whether the client's answer proves a person, at the cost asked for; `remoteIp` is the player's address. */
  verify(answer: string | undefined, remoteIp: string, requirement: CaptchaRequirement): Promise<boolean>;
}

/** What a captcha must cost and whom it is for: a challenge solved for one account does not open another. */
export interface CaptchaRequirement {
  /** An opaque name of the account or form the challenge was asked for. */
  subject: string;
  /** 0: no captcha; each level above 1 doubles the proof of work. */
  level: number;
}

const CHALLENGE_TTL_MS = 5 * 60_000;
/** The most hashes a level-1 challenge can take; SHA-256 in a browser does some hundred thousand a second. */
const BASE_WORK = 20_000;

/** The secret counter of a challenge at a level: a quarter to the whole of the level's work, doubling per level. */
export function workFor(level: number): { min: number; max: number } {
  const max = BASE_WORK * 2 ** (Math.max(level, 1) - 1);
  return { min: max / 4, max };
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA): the browser spends a moment finding a
 * number, which costs a bot the same for every guess, and more as its failures grow.
 * The level and subject are signed into the challenge, so a cheap one cannot stand
 * in for a dear one. A solved challenge is accepted once.
 */
export class ProofOfWorkCaptcha implements Captcha {
  constructor(
    private readonly secret: string,
    private readonly limiter: RateLimiter,
  ) {}

  async challenge({ subject, level }: CaptchaRequirement): Promise<CaptchaChallenge> {
    const work = workFor(level);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(work.min, work.max),
      data: { subject, level: Math.max(level, 1) },
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return { kind: 'altcha', challenge: challenge as unknown as Record<string, unknown> };
  }

  /** The client's answer: the challenge and its solution as JSON, or that JSON in base64. */
  async verify(answer: string | undefined, _remoteIp: string, required: CaptchaRequirement): Promise<boolean> {
    if (!answer) return false;
    let payload: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } } | null;
    try {
      const json = answer.trim().startsWith('{') ? answer : Buffer.from(answer, 'base64').toString('utf8');
      payload = JSON.parse(json);
    } catch {
      return false;
    }
    if (!payload?.challenge?.signature || !payload.solution) return false;
    const data = payload.challenge.parameters?.data;
    if (data?.subject !== required.subject || Number(data?.level) < required.level) return false;
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
