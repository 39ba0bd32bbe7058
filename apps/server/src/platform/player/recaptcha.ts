import { RECAPTCHA_ACTION, type CaptchaChallenge } from '@casino/shared/player';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import type { Captcha, CaptchaRequirement } from './captcha.js';

/** Google's suggested threshold: below it a score answer looks more like a bot than a person. */
const MIN_SCORE = 0.5;
/** A login waits for the check; longer than this and the vendor counts as down. */
const VERIFY_TIMEOUT_MS = 5_000;
/** Answers that mean our own keys are wrong, not the player's token: an operator must act. */
const MISCONFIGURED = ['missing-input-secret', 'invalid-input-secret'];

const siteverifyAnswer = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface ReCaptchaOptions {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  log: FastifyBaseLogger;
}

/**
 * reCAPTCHA v2 and enterprise through the siteverify contract: the browser gets a
 * token from Google's widget, the server posts it with the secret and the player's
 * address. When the check cannot be made the login is refused (fail closed).
 */
export class ReCaptcha implements Captcha {
  constructor(private readonly options: ReCaptchaOptions) {}

  /** Google's widget has no cost to raise: the requirement only decides whether it is asked for. */
  async challenge(_requirement?: CaptchaRequirement): Promise<CaptchaChallenge> {
    return { kind: 'recaptcha', siteKey: this.options.siteKey };
  }

  async verify(answer: string | undefined, remoteIp: string): Promise<boolean> {
    if (!answer) return false;
    const { secretKey, verifyUrl, log } = this.options;
    let body: unknown;
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret: secretKey, response: answer, remoteip: remoteIp }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      log.warn({ err: error }, 'reCAPTCHA verification unavailable');
      throw new AppError('CAPTCHA_UNAVAILABLE');
    }
    const parsed = siteverifyAnswer.safeParse(body);
    if (!parsed.success) {
      log.warn({ body }, 'reCAPTCHA verification answered in an unknown shape');
      throw new AppError('CAPTCHA_UNAVAILABLE');
    }
    const { success, action, score, 'error-codes': errorCodes = [] } = parsed.data;
    if (errorCodes.some((code) => MISCONFIGURED.includes(code))) {
      log.error({ errorCodes }, 'reCAPTCHA refused our secret key: check RECAPTCHA_SECRET_KEY');
      throw new AppError('CAPTCHA_UNAVAILABLE');
    }
    if (!success) return false;
    // Score answers (enterprise) name the action the token was made for; v2 answers have neither.
    if (action !== undefined && action !== RECAPTCHA_ACTION) return false;
    return score === undefined || score >= MIN_SCORE;
  }
}
