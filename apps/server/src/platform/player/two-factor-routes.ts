import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { currentPlayer, requirePlayer } from './auth.js';
import { verifyPassword } from './passwords.js';
import { findPlayer, getProfile, type PlayerRow } from './profile.js';
import { requestMeta } from './request-meta.js';
import { ok, sessionResponse } from './schemas.js';
import { openSession } from './sessions.js';
import {
  checkSecondFactor,
  claimChallenge,
  countAttempt,
  disableTwoFactor,
  enableTwoFactor,
  findChallenge,
  isTwoFactorEnabled,
  requireAnswer,
  startSetup,
  twoFactorStatus,
} from './two-factor.js';

/** Confirmation codes for a password-less player: three per ten minutes. */
const CONFIRMATION_SENDS = 3;
const CONFIRMATION_WINDOW_MS = 10 * 60_000;

const totpCode = z.string().max(10).describe('six digits from the authenticator app');
const recoveryCode = z.string().max(40).describe('one of the recovery codes handed out when 2FA was turned on');
const identity = {
  password: z.string().max(128).optional().describe('the current password, for a player who has one'),
  confirmationCode: z
    .string()
    .max(10)
    .optional()
    .describe('for a player without a password: the code sent by POST /player/2fa/confirmation-code'),
};

const status = z.object({ enabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number() });

/** Where the confirmation code of a password-less player goes: an address they have proved is theirs. */
function confirmationTarget(player: PlayerRow): { channel: 'email' | 'sms'; to: string } | null {
  if (player.email && player.email_confirmed_at) return { channel: 'email', to: player.email };
  if (player.phone && player.phone_confirmed_at) return { channel: 'sms', to: player.phone };
  return null;
}

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player'];
  const auth = { preHandler: requirePlayer };

  async function signedInPlayer(playerId: string): Promise<PlayerRow> {
    const player = await findPlayer(app.db, playerId);
    if (!player) throw new AppError('UNAUTHORIZED');
    return player;
  }

  /** The password, or for a player without one the code just sent to them, must come with the request. */
  function requireIdentity(player: PlayerRow, body: { password?: string; confirmationCode?: string }): void {
    if (player.password_hash && !body.password) {
      throw new AppError('VALIDATION_FAILED', undefined, { password: ['Enter your password'] });
    }
    if (!player.password_hash && !body.confirmationCode?.trim()) {
      throw new AppError('VALIDATION_FAILED', undefined, { confirmationCode: ['Enter the code we sent you'] });
    }
  }

  /** Compares the password or confirmation code; the caller has counted the attempt. */
  async function checkIdentity(player: PlayerRow, body: { password?: string; confirmationCode?: string }) {
    if (player.password_hash) {
      if (!(await verifyPassword(player.password_hash, body.password ?? ''))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', undefined, { password: ['The password is wrong'] });
      }
      return;
    }
    const spent = await app.codes.spendCode('two-factor', { playerId: player.id }, body.confirmationCode!.trim());
    if (!spent) {
      throw new AppError('CODE_INVALID', undefined, { confirmationCode: ['The code is wrong or has expired'] });
    }
  }

  app.get(
    '/player/2fa',
    { ...auth, schema: { tags, summary: 'Whether my two-factor authentication is on', response: { 200: status } } },
    async (request) => twoFactorStatus(app.db, currentPlayer(request).playerId),
  );

  app.post(
    '/player/2fa/confirmation-code',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'For a player without a password: send a code to my confirmed e-mail or phone, to turn two-factor authentication on or off',
        response: { 200: z.object({ channel: z.enum(['email', 'sms']) }) },
      },
    },
    async (request) => {
      const player = await signedInPlayer(currentPlayer(request).playerId);
      if (player.password_hash) {
        throw new AppError('CONFLICT', 'Confirm with your password instead');
      }
      const target = confirmationTarget(player);
      if (!target) throw new AppError('TWO_FACTOR_CONFIRMATION_UNAVAILABLE');
      const sends = await app.limiter.hit(`send:two-factor:${player.id}`, CONFIRMATION_WINDOW_MS);
      if (sends > CONFIRMATION_SENDS) throw new AppError('RATE_LIMITED');
      const { code } = await app.codes.issue('two-factor', target.to, player.id);
      const text = `Your ${app.config.PROJECT_NAME} confirmation code for two-factor authentication is ${code}. It works for 10 minutes. If you did not ask for it, change your password now.`;
      if (target.channel === 'email') {
        await app.messenger.sendEmail({ to: target.to, subject: `${app.config.PROJECT_NAME} confirmation code`, text });
      } else {
        await app.messenger.sendSms(target.to, text);
      }
      return { channel: target.channel };
    },
  );

  app.post(
    '/player/2fa/setup',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Start turning two-factor authentication on: a new secret for the authenticator app, as an otpauth URI (for a QR code) and as text',
        body: z.object(identity),
        response: { 200: z.object({ secret: z.string(), otpauthUri: z.string() }) },
      },
    },
    async (request) => {
      const player = await signedInPlayer(currentPlayer(request).playerId);
      if (await isTwoFactorEnabled(app.db, player.id)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      requireIdentity(player, request.body);
      await countAttempt(app.db, player.id);
      await checkIdentity(player, request.body);
      return startSetup(app, player.id, {
        issuer: app.config.PROJECT_NAME,
        label: player.email ?? player.phone ?? player.nickname ?? player.id,
      });
    },
  );

  app.post(
    '/player/2fa/enable',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Turn two-factor authentication on with a code from the app; the answer holds the recovery codes, shown this once',
        body: z.object({ code: totpCode }),
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const recoveryCodes = await enableTwoFactor(app, currentPlayer(request).playerId, request.body.code.trim());
      return { recoveryCodes };
    },
  );

  app.post(
    '/player/2fa/disable',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Turn two-factor authentication off: the password (or confirmation code) and a code or recovery code',
        body: z.object({ ...identity, code: totpCode.optional(), recoveryCode: recoveryCode.optional() }),
        response: { 200: ok },
      },
    },
    async (request) => {
      const player = await signedInPlayer(currentPlayer(request).playerId);
      if (!(await isTwoFactorEnabled(app.db, player.id))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
      requireIdentity(player, request.body);
      requireAnswer(request.body);
      await countAttempt(app.db, player.id);
      await checkIdentity(player, request.body);
      await checkSecondFactor(app, player.id, request.body);
      await disableTwoFactor(app.db, player.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/player/sessions/2fa',
    {
      schema: {
        tags,
        summary:
          'Finish a sign-in that answered TWO_FACTOR_REQUIRED: its challenge token with a code from the app or a recovery code',
        body: z.object({
          challengeToken: z.string().min(10).max(100),
          code: totpCode.optional(),
          recoveryCode: recoveryCode.optional(),
        }),
        response: { 200: sessionResponse.extend({ locale: z.string().nullable() }) },
      },
    },
    async (request) => {
      const challenge = await findChallenge(app.db, request.body.challengeToken);
      if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
      requireAnswer(request.body);
      await countAttempt(app.db, challenge.playerId);
      await checkSecondFactor(app, challenge.playerId, request.body);
      if (!(await claimChallenge(app.db, challenge))) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
      const player = await findPlayer(app.db, challenge.playerId);
      if (!player || player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
      const { accessToken } = await openSession(app.db, app.tokens, challenge.playerId, {
        ...requestMeta(request),
        platform: challenge.platform,
        fingerprint: challenge.fingerprint,
        loginMethod: challenge.loginMethod,
      });
      return { accessToken, profile: await getProfile(app.db, challenge.playerId), locale: challenge.locale };
    },
  );
};
