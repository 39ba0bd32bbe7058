import {
  LOGIN_RULES,
  PASSWORD_CHANGE_RULES,
  PASSWORD_SET_RULES,
  PROFILE_RULES,
  REGISTRATION_RULES,
} from '@casino/shared/player';
import type { FieldRules } from '@casino/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { checkFields } from '../../http/field-checks.js';
import { pageMetaSchema, pageQuery } from '../../http/pagination.js';
import { requestLocale } from '../../http/request-locale.js';
import { perAccount, perAddress } from '../../http/route-limits.js';
import { bearerToken, currentPlayer, requirePlayer, sessionRefusal } from './auth.js';
import { captchaLevel, checkCredentials, loginAccount, loginCaptcha, type LoginInput } from './login.js';
import type { CaptchaRequirement } from './captcha.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { findPlayer, getProfile, toProfile, updateProfile } from './profile.js';
import { registerPlayer } from './registration.js';
import { requestMeta } from './request-meta.js';
import {
  emailRegistrationBody,
  fieldRulesSchema,
  loginBody,
  ok,
  passwordChangeBody,
  phoneRegistrationBody,
  profileSchema,
  profileUpdateBody,
  sessionResponse,
  sessionView,
} from './schemas.js';
import { closeOtherSessions, closeSession, listSessions, openSession } from './sessions.js';
import { confirmIdentity, recordChange, siteMessages } from './account-changes.js';
import { requireSecondFactorAtLogin } from './two-factor.js';

function describeRules(rules: FieldRules) {
  return Object.entries(rules).map(([name, list]) => ({
    name,
    isRequired: list.some((r) => r.rule === 'required' || r.rule === 'accepted'),
    rules: list,
  }));
}

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player'];
  const auth = { preHandler: requirePlayer };
  const site = siteMessages(app);

  app.get(
    '/player/fields/validations',
    {
      schema: {
        tags,
        summary: 'Field rules the server enforces, for the client to render',
        querystring: z.object({ scenario: z.enum(['registration', 'profile']) }),
        response: { 200: z.object({ data: z.record(z.string(), fieldRulesSchema) }) },
      },
    },
    async (request) => {
      const data: Record<string, ReturnType<typeof describeRules>> = request.query.scenario === 'registration'
        ? { email: describeRules(REGISTRATION_RULES.email), phone: describeRules(REGISTRATION_RULES.phone) }
        : { profile: describeRules(PROFILE_RULES) };
      return { data };
    },
  );

  async function signIn(
    playerId: string,
    request: Parameters<typeof requestMeta>[0],
    loginMethod: string,
    fingerprint?: string,
  ) {
    const { accessToken } = await openSession(app.db, app.tokens, playerId, {
      ...requestMeta(request),
      fingerprint,
      loginMethod,
    });
    return { accessToken, profile: await getProfile(app.db, playerId) };
  }

  const HOUR = 60 * 60_000;
  const registrationsKey = (request: FastifyRequest) => `register:ip:${requestMeta(request).ip}`;

  /**
   * Sign-ups from one address: a few an hour freely, then each needs a captcha whose
   * cost doubles with every further band, and past the hourly cap a hard 429.
   */
  async function registrationCaptcha(request: FastifyRequest): Promise<CaptchaRequirement> {
    const done = await app.limiter.count(registrationsKey(request));
    return { subject: 'registration', level: captchaLevel(done, app.config.REGISTRATION_CAPTCHA_AFTER) };
  }

  const registrationLimits = (contact: (body: Record<string, string | undefined>) => string | undefined) => [
    app.limitRequests(
      perAddress('register', app.config.REGISTRATIONS_PER_HOUR, HOUR),
      perAccount('register', 5, HOUR, (request) => contact((request.body ?? {}) as Record<string, string | undefined>)),
    ),
    async (request: FastifyRequest) => {
      const requirement = await registrationCaptcha(request);
      const { captcha } = (request.body ?? {}) as { captcha?: string };
      if (requirement.level > 0 && !(await app.captcha.verify(captcha, requestMeta(request).ip, requirement))) {
        throw new AppError('CAPTCHA_REQUIRED', undefined, { captcha: ['Please confirm you are not a robot'] });
      }
    },
  ];

  async function registered(request: FastifyRequest, playerId: string, method: string, fingerprint?: string) {
    await app.limiter.hit(registrationsKey(request), HOUR);
    return signIn(playerId, request, method, fingerprint);
  }

  app.post(
    '/player/register',
    {
      preValidation: registrationLimits((body) => body.email),
      schema: { tags, summary: 'Register by e-mail', body: emailRegistrationBody, response: { 201: sessionResponse } },
    },
    async (request, reply) => {
      const playerId = await registerPlayer(app.db, 'email', request.body, requestLocale(request));
      return reply.status(201).send(await registered(request, playerId, 'register:email', request.body.fingerprint));
    },
  );

  app.post(
    '/player/register/phone',
    {
      preValidation: registrationLimits((body) => body.phone),
      schema: { tags, summary: 'Register by phone', body: phoneRegistrationBody, response: { 201: sessionResponse } },
    },
    async (request, reply) => {
      const playerId = await registerPlayer(app.db, 'phone', request.body, requestLocale(request));
      return reply.status(201).send(await registered(request, playerId, 'register:phone', request.body.fingerprint));
    },
  );

  /**
   * While an account is under attack a right password from a new address is not
   * enough: the owner gets a sign-in code (for `POST /player/otp/verify`) at the
   * address they registered, which a password guesser does not read.
   */
  /**
   * The code goes to the contact the player signed in with, so the form that asked for it
   * can send it back to otp/verify with that same contact.
   */
  async function sendLoginCode(playerId: string, via: 'email' | 'phone') {
    const player = await findPlayer(app.db, playerId);
    if (via === 'email' && player?.email) {
      const issued = await app.codes.issue('otp-login', player.email, playerId);
      await app.messenger.sendEmail({
        to: player.email,
        subject: `Your ${app.config.PROJECT_NAME} sign-in code`,
        text: `Somebody is trying many passwords on your account, so signing in from a new place needs this code: ${issued.code}. It works for 10 minutes.\n\nIf this was not you, your password held: nothing to do.`,
      });
    } else if (via === 'phone' && player?.phone) {
      const issued = await app.codes.issue('otp-login', player.phone, playerId);
      await app.messenger.sendSms(
        player.phone,
        `${app.config.PROJECT_NAME} sign-in code: ${issued.code}. It works for 10 minutes.`,
      );
    }
  }

  app.post(
    '/player/sessions',
    {
      // On top of the five checks per account and address pair: a cap on sheer volume.
      preValidation: app.limitRequests(
        perAddress('login', 100, 10 * 60_000),
        perAccount('login', 30, 10 * 60_000, (request) => loginAccount((request.body ?? {}) as LoginInput)),
      ),
      schema: {
        tags,
        summary: 'Log in with e-mail or phone and password',
        body: loginBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const route = request.body.phone ? 'phone' : 'email';
      const errors = await checkFields(app.db, requestLocale(request), request.body, LOGIN_RULES[route]);
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      const { playerId, needsEmailedCode } = await checkCredentials(
        app.db,
        app.limiter,
        app.captcha,
        request.body,
        requestMeta(request).ip,
        app.config.LOGIN_LOCKOUT_SECONDS * 1000,
      );
      if (needsEmailedCode) {
        await sendLoginCode(playerId, request.body.email ? 'email' : 'phone');
        throw new AppError('LOGIN_CODE_REQUIRED');
      }
      await requireSecondFactorAtLogin(app.db, playerId, {
        loginMethod: 'password',
        platform: requestMeta(request).platform,
        fingerprint: request.body.fingerprint,
      });
      return signIn(playerId, request, 'password', request.body.fingerprint);
    },
  );

  app.get(
    '/player/captcha',
    {
      schema: {
        tags,
        summary: 'The captcha asked for after repeated failed logins: which kind is active and what the browser needs',
        description:
          'ALTCHA (default): solve `challenge` and send the challenge with its solution, as base64 JSON, as ' +
          '`captcha`. The challenge is made for the account named by `login` (its e-mail or phone) and costs ' +
          'more the more that account and the caller have failed. reCAPTCHA (when the server has its keys): ' +
          'render the widget with `siteKey` and send its token as `captcha`.',
        querystring: z.object({
          login: z.string().max(254).optional(),
          scenario: z.enum(['login', 'registration']).default('login'),
        }),
        response: {
          200: z.discriminatedUnion('kind', [
            z.object({ kind: z.literal('altcha'), challenge: z.record(z.string(), z.unknown()) }),
            z.object({ kind: z.literal('recaptcha'), siteKey: z.string() }),
          ]),
        },
      },
    },
    async (request) => {
      if (request.query.scenario === 'registration') return app.captcha.challenge(await registrationCaptcha(request));
      const login = request.query.login ?? '';
      const account = loginAccount(login.includes('@') ? { email: login } : { phone: login });
      const requirement = await loginCaptcha(app.limiter, account, requestMeta(request).ip);
      return app.captcha.challenge(requirement);
    },
  );

  app.post(
    '/player/sessions/refresh',
    {
      schema: {
        tags,
        summary: 'A new access token for an open session (the old one may have expired)',
        description:
          'Only the newest token of a session can be refreshed, once: the answer replaces it. Refreshing a token ' +
          'that was already replaced closes the session (a copied token). A session also ends after ' +
          '`SESSION_MAX_AGE_DAYS` from sign-in and after `SESSION_IDLE_DAYS` without use.',
        response: { 200: z.object({ accessToken: z.string() }) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const claims = token ? await app.tokens.read(token) : null;
      const refreshed = claims ? await app.refreshAccessToken(claims) : null;
      if (!refreshed) {
        const refusal = await sessionRefusal(app, token);
        throw refusal.key === 'UNAUTHORIZED' ? new AppError('UNAUTHORIZED', 'The session has ended') : refusal;
      }
      return { accessToken: refreshed.accessToken };
    },
  );

  app.post(
    '/player/sessions/logout',
    { ...auth, schema: { tags, summary: 'Close the current session', response: { 200: ok } } },
    async (request) => {
      const { playerId, sessionId } = currentPlayer(request);
      await closeSession(app.db, playerId, sessionId);
      app.push.endSessions([sessionId]);
      return { ok: true as const };
    },
  );

  app.get(
    '/player/sessions',
    {
      ...auth,
      schema: {
        tags,
        summary: "The player's open sessions",
        querystring: pageQuery(),
        response: { 200: z.object({ data: z.array(sessionView), meta: pageMetaSchema }) },
      },
    },
    async (request) =>
      listSessions(app.db, currentPlayer(request), app.sessionPolicy, request.query.page, request.query.perPage),
  );

  app.put(
    '/player/sessions/:id/close',
    {
      ...auth,
      schema: { tags, summary: 'Close one of my sessions', params: z.object({ id: z.uuid() }), response: { 200: ok } },
    },
    async (request) => {
      await closeSession(app.db, currentPlayer(request).playerId, request.params.id);
      app.push.endSessions([request.params.id]);
      return { ok: true as const };
    },
  );

  app.post(
    '/player/sessions/close-other',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Close every session but this one',
        response: { 200: z.object({ closed: z.number() }) },
      },
    },
    async (request) => {
      const closed = await closeOtherSessions(app.db, currentPlayer(request));
      app.push.endSessions(closed);
      return { closed: closed.length };
    },
  );

  app.get(
    '/player/profile',
    { ...auth, schema: { tags, summary: 'My profile', response: { 200: profileSchema } } },
    async (request) => getProfile(app.db, currentPlayer(request).playerId),
  );

  app.put(
    '/player/profile',
    {
      ...auth,
      schema: { tags, summary: 'Change my profile', body: profileUpdateBody, response: { 200: profileSchema } },
    },
    async (request) => updateProfile(app.db, currentPlayer(request).playerId, request.body, requestLocale(request)),
  );

  app.put(
    '/player/passwords',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change my password, or set a first one when I have none; my other sessions are closed',
        description:
          'A change needs `currentPassword`; a first password needs `reauthCode` from `POST /api/player/reauth/send`. ' +
          'The e-mail (else phone) gets a notice with a link that undoes the change.',
        body: passwordChangeBody,
        response: { 200: z.object({ closedSessions: z.number() }) },
      },
    },
    async (request) => {
      const session = currentPlayer(request);
      const player = await findPlayer(app.db, session.playerId);
      if (!player) throw new AppError('UNAUTHORIZED');
      // A player who signed up through a provider has no password to confirm: they set a first one.
      const setting = player.password_hash === null;
      const rules = setting ? PASSWORD_SET_RULES : PASSWORD_CHANGE_RULES;
      // What the player told us about themselves makes a guessable password.
      const personal = { email: player.email, phone: player.phone, nickname: player.nickname };
      const errors = await checkFields(app.db, requestLocale(request), { ...personal, ...request.body }, rules);
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      if (setting) {
        await confirmIdentity(app, player, session, { reauthCode: request.body.reauthCode });
      } else if (!(await verifyPassword(player.password_hash, request.body.currentPassword ?? ''))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', undefined, { currentPassword: ['The current password is wrong'] });
      }
      await app.db
        .updateTable('players')
        .set({ password_hash: await hashPassword(request.body.newPassword), updated_at: new Date() })
        .where('id', '=', session.playerId)
        .execute();
      const closed = await closeOtherSessions(app.db, session);
      app.push.endSessions(closed);
      await recordChange(site, player, 'password');
      return { closedSessions: closed.length };
    },
  );

  app.get(
    '/segment/segments/player/:id',
    {
      ...auth,
      schema: {
        tags: ['segment'],
        summary: "The player's segments (own id only)",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ data: z.array(z.object({ segmentName: z.string() })) }) },
      },
    },
    async (request) => {
      const session = currentPlayer(request);
      if (request.params.id !== session.playerId) throw new AppError('NOT_FOUND', 'Player not found');
      const player = await findPlayer(app.db, session.playerId);
      const profile = toProfile(player!);
      const ageDays = (Date.now() - new Date(profile.createdAt).getTime()) / 86_400_000;
      const segments = [
        ageDays <= 7 ? 'newcomer' : 'regular',
        profile.isEmailConfirmed || profile.isPhoneConfirmed ? 'verified' : 'unverified',
        ...(profile.country ? [`country:${profile.country}`] : []),
        ...(profile.currency ? [`currency:${profile.currency}`] : []),
      ];
      return { data: segments.map((segmentName) => ({ segmentName })) };
    },
  );
};
