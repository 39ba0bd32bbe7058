import { localizePath } from '@casino/shared/locales';
import { REGISTRATION_RULES } from '@casino/shared/player';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { checkFields } from '../../http/field-checks.js';
import { requestLocale } from '../../http/request-locale.js';
import { perAccount, perAddress } from '../../http/route-limits.js';
import { currentPlayer, requirePlayer } from './auth.js';
import type { CodePurpose, IssuedCode } from './codes.js';
import { hashPassword } from './passwords.js';
import { findPlayer, getProfile } from './profile.js';
import { normalizePhone } from './registration.js';
import { requestMeta } from './request-meta.js';
import { ok, profileSchema, reauthFields, sessionResponse } from './schemas.js';
import { confirmIdentity, recordChange, siteMessages, type ReauthProof } from './account-changes.js';
import { openSession } from './sessions.js';
import { requireSecondFactorAtLogin } from './two-factor.js';

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;

const email = z.string().max(254);
const phone = z.string().max(30);
const code = z.string().regex(/^\d{6}$/, 'must be six digits');
const emailRules = { email: REGISTRATION_RULES.email.email! };

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player'];
  const site = siteMessages(app);
  const { siteUrl } = site;

  /**
   * Codes sent to one address: three per ten minutes; per caller address: thirty an
   * hour. Guesses at codes: ten per account and sixty per caller address in ten
   * minutes, on top of the five tries each code allows.
   */
  const sends = (purpose: CodePurpose, target: (request: FastifyRequest) => string | null | undefined) =>
    app.limitRequests(perAddress('code-send', 30, HOUR), perAccount(`send-${purpose}`, 3, TEN_MINUTES, target));
  const checks = (account: (request: FastifyRequest) => string | null | undefined) =>
    app.limitRequests(perAddress('code-check', 60, TEN_MINUTES), perAccount('code-check', 10, TEN_MINUTES, account));
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string | undefined>;
  const phoneOf = (raw: string | undefined) => {
    try {
      return normalizePhone(raw ?? '');
    } catch {
      return raw;
    }
  };

  function link(locale: string | null, query: string) {
    return `${siteUrl}${localizePath('/', locale ?? 'en')}?${query}`;
  }

  /**
   * Sends a confirmation code to the player's e-mail, or to a new address they want
   * to use: the address becomes theirs only when the code comes back. A new address
   * needs the current password or a re-authentication code first.
   */
  async function sendEmailVerification(request: FastifyRequest, newEmail?: string, proof: ReauthProof = {}) {
    const session = currentPlayer(request);
    const player = await findPlayer(app.db, session.playerId);
    if (!player) throw new AppError('UNAUTHORIZED');
    const target = newEmail?.trim().toLowerCase() ?? player.email;
    const errors = await checkFields(app.db, requestLocale(request), { email: target }, emailRules);
    if (!target) throw new AppError('VALIDATION_FAILED', 'There is no e-mail to confirm', errors);
    if (errors.email) throw new AppError('VALIDATION_FAILED', undefined, errors);
    if (target === player.email && player.email_confirmed_at) {
      throw new AppError('CONFLICT', 'The e-mail is already confirmed');
    }
    if (target !== player.email) {
      const owner = await app.db.selectFrom('players').select('id').where('email', '=', target).executeTakeFirst();
      if (owner) throw new AppError('VALIDATION_FAILED', undefined, { email: ['This e-mail is already registered'] });
      await confirmIdentity(app, player, session, proof);
    }
    const issued = await app.codes.issue('email-verify', target, player.id);
    await app.messenger.sendEmail({
      to: target,
      subject: `Confirm your e-mail for ${app.config.PROJECT_NAME}`,
      text: `Your confirmation code is ${issued.code}.\n\nOr open this link: ${link(player.locale, `confirm-email=${issued.token}`)}\n\nThe code works for 24 hours.`,
    });
  }

  /**
   * Sends a code to an e-mail only when it has an account, after the same checks
   * either way, so the answer never tells whether it has one.
   */
  async function sendCodeToAccountEmail(
    rawEmail: string,
    purpose: CodePurpose,
    request: FastifyRequest,
    message: (issued: IssuedCode, locale: string | null) => { subject: string; text: string },
  ) {
    const address = rawEmail.trim().toLowerCase();
    const errors = await checkFields(app.db, requestLocale(request), { email: address }, emailRules);
    if (errors.email) throw new AppError('VALIDATION_FAILED', undefined, errors);
    const player = await app.db
      .selectFrom('players')
      .select(['id', 'locale'])
      .where('email', '=', address)
      .executeTakeFirst();
    if (!player) return;
    const issued = await app.codes.issue(purpose, address, player.id);
    await app.messenger.sendEmail({ to: address, ...message(issued, player.locale) });
  }

  const sendSchema = { tags, response: { 200: ok } };

  app.post(
    '/player/profile/email/verify/send',
    {
      preHandler: [
        requirePlayer,
        sends('email-verify', (request) => bodyOf(request).email ?? `player:${request.player?.playerId}`),
      ],
      schema: {
        ...sendSchema,
        summary: 'Send a confirmation code to my e-mail, or to a new e-mail that replaces it once confirmed',
        description:
          'A new e-mail needs `currentPassword`, or `reauthCode` from `POST /api/player/reauth/send`. Once it is ' +
          'confirmed, the old address gets a notice with a link that undoes the change.',
        body: z.object({ email: email.optional(), ...reauthFields }).nullish(),
      },
    },
    async (request) => {
      await sendEmailVerification(request, request.body?.email, request.body ?? {});
      return { ok: true as const };
    },
  );

  app.post(
    '/player/profile/confirmations/email/resend',
    {
      preHandler: [requirePlayer, sends('email-verify', (request) => `player:${request.player?.playerId}`)],
      schema: { ...sendSchema, summary: 'Send the e-mail confirmation again' },
    },
    async (request) => {
      await sendEmailVerification(request);
      return { ok: true as const };
    },
  );

  app.post(
    '/player/profile/email/verify/confirm',
    {
      preValidation: checks((request) => bodyOf(request).token ?? request.headers.authorization),
      schema: {
        tags,
        summary: 'Confirm the e-mail with the code (signed in) or the link token',
        body: z.union([z.object({ code }), z.object({ token: z.string().min(10).max(100) })]),
        response: { 200: ok },
      },
    },
    async (request) => {
      let spent;
      if ('token' in request.body) {
        spent = await app.codes.spendToken('email-verify', request.body.token);
      } else {
        const session = await app.authenticate(request);
        if (!session) throw new AppError('UNAUTHORIZED');
        spent = await app.codes.spendCode('email-verify', { playerId: session.playerId }, request.body.code);
      }
      if (!spent?.playerId)
        throw new AppError('CODE_INVALID', undefined, { code: ['The code is wrong or has expired'] });
      const before = await findPlayer(app.db, spent.playerId);
      if (!before) throw new AppError('CODE_INVALID', undefined, { code: ['The code is wrong or has expired'] });
      try {
        await app.db
          .updateTable('players')
          .set({ email: spent.target, email_confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', spent.playerId)
          .execute();
      } catch (error) {
        // Somebody registered the address between the code and its confirmation.
        if (String((error as { code?: string }).code) === '23505') {
          throw new AppError('VALIDATION_FAILED', undefined, { email: ['This e-mail is already registered'] });
        }
        throw error;
      }
      if (before.email !== spent.target) await recordChange(site, before, 'email');
      return { ok: true as const };
    },
  );

  app.post(
    '/player/passwords/reset',
    {
      preValidation: sends('password-reset', (request) => bodyOf(request).email),
      schema: {
        tags,
        summary: 'Send a reset code to the e-mail; the answer is the same whether it has an account or not',
        body: z.object({ email }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await sendCodeToAccountEmail(request.body.email, 'password-reset', request, (issued, locale) => ({
        subject: `Reset your ${app.config.PROJECT_NAME} password`,
        text: `Your password reset code is ${issued.code}.\n\nOr open this link to choose a new password: ${link(locale, `reset-pass=${issued.token}`)}\n\nThe code works for 30 minutes. If you did not ask for this, ignore this e-mail.`,
      }));
      return { ok: true as const };
    },
  );

  app.post(
    '/player/passwords/confirm',
    {
      preValidation: checks((request) => bodyOf(request).email ?? bodyOf(request).token),
      schema: {
        tags,
        summary: 'Set a new password with the reset code or link token; every session is closed and a lock lifted',
        body: z
          .object({
            token: z.string().min(10).max(100).optional(),
            email: email.optional(),
            code: code.optional(),
            password: z.string().max(128),
            password_confirmation: z.string().max(128),
          })
          .refine((b) => b.token !== undefined || (b.email !== undefined && b.code !== undefined), {
            message: 'Send the link token, or the e-mail and the code',
            path: ['token'],
          }),
        response: { 200: ok },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const errors = await checkFields(app.db, requestLocale(request), request.body, {
        password: REGISTRATION_RULES.email.password!,
        password_confirmation: REGISTRATION_RULES.email.password_confirmation!,
      });
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      const spent = token
        ? await app.codes.spendToken('password-reset', token)
        : await app.codes.spendCode(
            'password-reset',
            { target: request.body.email!.trim().toLowerCase() },
            request.body.code!,
          );
      if (!spent?.playerId)
        throw new AppError('CODE_INVALID', undefined, { code: ['The code is wrong or has expired'] });
      const closed = await app.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('players')
          .set({ password_hash: await hashPassword(password), locked_at: null, updated_at: new Date() })
          .where('id', '=', spent.playerId!)
          .execute();
        return tx
          .updateTable('player_sessions')
          .set({ closed_at: new Date() })
          .where('player_id', '=', spent.playerId!)
          .where('closed_at', 'is', null)
          .returning('id')
          .execute();
      });
      app.push.endSessions(closed.map((s) => s.id));
      return { ok: true as const };
    },
  );

  app.post(
    '/player/otp/send',
    {
      preValidation: sends('otp-login', (request) => phoneOf(bodyOf(request).phone)),
      schema: {
        tags,
        summary: 'Send a one-time code by SMS: to sign in (guest) or to confirm a phone (signed in)',
        description:
          'Signed in, a number other than my own needs `currentPassword`, or `reauthCode` from ' +
          '`POST /api/player/reauth/send`. Once it is confirmed, the old number gets a notice with a link that ' +
          'undoes the change.',
        body: z.object({ phone, ...reauthFields }),
        response: { 200: ok },
      },
    },
    async (request) => {
      const errors = await checkFields(app.db, requestLocale(request), request.body, {
        phone: REGISTRATION_RULES.phone.phone!,
      });
      if (errors.phone) throw new AppError('VALIDATION_FAILED', undefined, errors);
      const target = normalizePhone(request.body.phone);
      const session = await app.authenticate(request);
      const purpose: CodePurpose = session ? 'phone-verify' : 'otp-login';
      const owner = await app.db.selectFrom('players').select('id').where('phone', '=', target).executeTakeFirst();
      if (session && owner && owner.id !== session.playerId) {
        throw new AppError('VALIDATION_FAILED', undefined, { phone: ['This phone number is already registered'] });
      }
      if (session) {
        const player = await findPlayer(app.db, session.playerId);
        if (!player) throw new AppError('UNAUTHORIZED');
        if (player.phone !== target) await confirmIdentity(app, player, session, request.body);
      }
      const playerId = session?.playerId ?? owner?.id;
      if (playerId) {
        const issued = await app.codes.issue(purpose, target, playerId);
        await app.messenger.sendSms(
          target,
          `${app.config.PROJECT_NAME} code: ${issued.code}. It works for 10 minutes.`,
        );
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/player/otp/email/send',
    {
      preValidation: sends('otp-login', (request) => bodyOf(request).email),
      schema: {
        tags,
        summary: 'Send a one-time sign-in code by e-mail; the answer is the same whether it has an account or not',
        body: z.object({ email }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await sendCodeToAccountEmail(request.body.email, 'otp-login', request, (issued) => ({
        subject: `Your ${app.config.PROJECT_NAME} sign-in code`,
        text: `Your sign-in code is ${issued.code}. It works for 10 minutes.`,
      }));
      return { ok: true as const };
    },
  );

  app.post(
    '/player/otp/verify',
    {
      preValidation: checks((request) => bodyOf(request).email ?? phoneOf(bodyOf(request).phone)),
      schema: {
        tags,
        summary: 'Check a one-time code: a guest is signed in, a player gets the phone confirmed',
        body: z
          .object({
            phone: phone.optional(),
            email: email.optional(),
            code,
            fingerprint: z.string().max(200).optional(),
          })
          .refine((b) => Boolean(b.phone) !== Boolean(b.email), {
            message: 'Send either email or phone',
            path: ['phone'],
          }),
        response: { 200: z.union([sessionResponse, z.object({ profile: profileSchema })]) },
      },
    },
    async (request) => {
      const { phone: rawPhone, email: rawEmail, code: given } = request.body;
      let target: string;
      try {
        target = rawPhone ? normalizePhone(rawPhone) : rawEmail!.trim().toLowerCase();
      } catch {
        throw new AppError('CODE_INVALID', undefined, { code: ['The code is wrong or has expired'] });
      }
      const session = await app.authenticate(request);
      if (session && rawPhone) {
        const spent = await app.codes.spendCode('phone-verify', { target }, given);
        if (!spent || spent.playerId !== session.playerId) {
          throw new AppError('CODE_INVALID', undefined, { code: ['The code is wrong or has expired'] });
        }
        const before = await findPlayer(app.db, session.playerId);
        if (!before) throw new AppError('UNAUTHORIZED');
        await app.db
          .updateTable('players')
          .set({ phone: target, phone_confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', session.playerId)
          .execute();
        if (before.phone !== target) await recordChange(site, before, 'phone');
        return { profile: await getProfile(app.db, session.playerId) };
      }
      const spent = await app.codes.spendCode('otp-login', { target }, given);
      if (!spent?.playerId)
        throw new AppError('CODE_INVALID', undefined, { code: ['The code is wrong or has expired'] });
      // Having the code proves the address belongs to the player.
      await app.db
        .updateTable('players')
        .set(rawPhone ? { phone_confirmed_at: new Date() } : { email_confirmed_at: new Date() })
        .where('id', '=', spent.playerId)
        .execute();
      await requireSecondFactorAtLogin(app.db, spent.playerId, {
        loginMethod: rawPhone ? 'otp:phone' : 'otp:email',
        platform: requestMeta(request).platform,
        fingerprint: request.body.fingerprint,
      });
      const { accessToken } = await openSession(app.db, app.tokens, spent.playerId, {
        ...requestMeta(request),
        fingerprint: request.body.fingerprint,
        loginMethod: rawPhone ? 'otp:phone' : 'otp:email',
      });
      return { accessToken, profile: await getProfile(app.db, spent.playerId) };
    },
  );
};
