import { randomUUID } from 'node:crypto';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { baseCurrencyCode } from '../settings/service.js';
import { currentPlayer, requirePlayer } from './auth.js';
import { AVATAR_IDS, avatarUrl } from './avatars.js';
import { findPlayer, getProfile } from './profile.js';
import { requestMeta } from './request-meta.js';
import { ok, profileSchema, sessionResponse } from './schemas.js';
import { openSession } from './sessions.js';
import { checkInitData, type TelegramUser } from './telegram.js';
import { requireSecondFactorAtLogin } from './two-factor.js';

const initData = z.string().min(10).max(4096);

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player'];
  const auth = { preHandler: requirePlayer };

  function telegramUser(payload: string): TelegramUser {
    const botToken = app.config.TELEGRAM_BOT_TOKEN;
    if (!botToken) throw new AppError('SERVICE_UNAVAILABLE', 'Telegram login is not configured');
    const check = checkInitData(payload, botToken, app.config.TELEGRAM_AUTH_MAX_AGE_SECONDS);
    if (!check.ok) throw new AppError('TELEGRAM_AUTH_FAILED');
    return check.user;
  }

  app.post(
    '/player/tg_login',
    {
      schema: {
        tags,
        summary: 'Sign in (or sign up) with Telegram Mini App init data',
        body: z.object({
          tg_payload: initData,
          affiliateTag: z.string().max(100).optional(),
          affiliate_tag: z.string().max(100).optional(),
          ref_id: z.union([z.string().max(100), z.number()]).optional(),
          frogoFingerprint: z.string().max(200).optional(),
        }),
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const user = telegramUser(request.body.tg_payload);
      let player = await app.db
        .selectFrom('players')
        .select(['id', 'status'])
        .where('tg_user_id', '=', user.id)
        .executeTakeFirst();
      if (!player) {
        const id = randomUUID();
        const affiliateTag = request.body.affiliateTag ?? request.body.affiliate_tag ?? null;
        await app.db
          .insertInto('players')
          .values({
            id,
            tg_user_id: user.id,
            first_name: user.firstName,
            last_name: user.lastName,
            currency: await baseCurrencyCode(app.db),
            locale: user.languageCode,
            language: user.languageCode?.split('-')[0] ?? null,
            affiliate_tag: affiliateTag,
          })
          .onConflict((oc) => oc.column('tg_user_id').where('tg_user_id', 'is not', null).doNothing())
          .execute();
        player = await app.db
          .selectFrom('players')
          .select(['id', 'status'])
          .where('tg_user_id', '=', user.id)
          .executeTakeFirstOrThrow();
      }
      if (player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
      await requireSecondFactorAtLogin(app.db, player.id, { loginMethod: 'telegram', platform: 'tg' });
      const { accessToken } = await openSession(app.db, app.tokens, player.id, {
        ...requestMeta(request),
        platform: 'tg',
        loginMethod: 'telegram',
      });
      return { accessToken, profile: await getProfile(app.db, player.id) };
    },
  );

  app.post(
    '/player/social-connections/telegram',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Connect Telegram to my account',
        body: z.object({ payload: initData }),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const user = telegramUser(request.body.payload);
      const owner = await app.db
        .selectFrom('players')
        .select('id')
        .where('tg_user_id', '=', user.id)
        .executeTakeFirst();
      if (owner && owner.id !== playerId) throw new AppError('SOCIAL_ACCOUNT_TAKEN');
      await app.db
        .updateTable('players')
        .set({ tg_user_id: user.id, updated_at: new Date() })
        .where('id', '=', playerId)
        .execute();
      return getProfile(app.db, playerId);
    },
  );

  app.put(
    '/tg-bot/users',
    {
      ...auth,
      schema: {
        tags: ['telegram'],
        summary: "Sync my Telegram user's name and language",
        body: z.object({ tg_payload: initData }),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const user = telegramUser(request.body.tg_payload);
      const player = await findPlayer(app.db, playerId);
      if (player?.tg_user_id !== user.id) throw new AppError('TELEGRAM_AUTH_FAILED');
      await app.db
        .updateTable('players')
        .set({
          first_name: player.first_name ?? user.firstName,
          last_name: player.last_name ?? user.lastName,
          language: player.language ?? user.languageCode?.split('-')[0] ?? null,
          updated_at: new Date(),
        })
        .where('id', '=', playerId)
        .execute();
      return getProfile(app.db, playerId);
    },
  );

  const connection = z.object({ socialType: z.string(), externalId: z.string(), displayName: z.string().nullable() });

  app.get(
    '/player/social-connections',
    {
      ...auth,
      schema: { tags, summary: 'My connected accounts', response: { 200: z.object({ data: z.array(connection) }) } },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const [player, rows] = await Promise.all([
        findPlayer(app.db, playerId),
        app.db
          .selectFrom('social_connections')
          .selectAll()
          .where('player_id', '=', playerId)
          .orderBy('provider')
          .execute(),
      ]);
      return {
        data: [
          ...(player?.tg_user_id ? [{ socialType: 'telegram', externalId: player.tg_user_id, displayName: null }] : []),
          ...rows.map((r) => ({ socialType: r.provider, externalId: r.subject, displayName: r.display_name })),
        ],
      };
    },
  );

  app.post(
    '/player/social-connections/unlink',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Disconnect an account',
        body: z.object({ socialType: z.string().max(40) }),
        response: { 200: ok },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const { socialType } = request.body;
      const player = await findPlayer(app.db, playerId);
      const others = await app.db
        .selectFrom('social_connections')
        .select('provider')
        .where('player_id', '=', playerId)
        .execute();
      const connected = [...(player?.tg_user_id ? ['telegram'] : []), ...others.map((o) => o.provider)];
      if (!connected.includes(socialType)) throw new AppError('NOT_FOUND', 'No such connection');
      // A password only signs in together with an e-mail or a phone to type in front of it.
      const hasPasswordLogin = Boolean(player?.password_hash) && Boolean(player?.email || player?.phone);
      const canStillSignIn = hasPasswordLogin || connected.length > 1;
      if (!canStillSignIn) throw new AppError('LAST_LOGIN_METHOD');
      if (socialType === 'telegram') {
        await app.db.updateTable('players').set({ tg_user_id: null }).where('id', '=', playerId).execute();
      } else {
        await app.db
          .deleteFrom('social_connections')
          .where('player_id', '=', playerId)
          .where('provider', '=', socialType)
          .execute();
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/player/sessions/autologin-link',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A one-time link that signs me in on another device or browser (five minutes)',
        response: { 200: z.object({ token: z.string(), path: z.string() }) },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const { token } = await app.codes.issue('auto-login', playerId, playerId);
      return { token, path: `/auth/autologin?state=${token}` };
    },
  );

  app.post(
    '/player/sessions/token',
    {
      schema: {
        tags,
        summary: 'Sign in with a one-time auto-login token',
        body: z.object({ token: z.string().min(10).max(100), fingerprint: z.string().max(200).optional() }),
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const spent = await app.codes.spendToken('auto-login', request.body.token);
      if (!spent?.playerId) throw new AppError('UNAUTHORIZED', 'The sign-in link is no longer valid');
      const player = await findPlayer(app.db, spent.playerId);
      if (!player || player.status !== PLAYER_STATUS.active) throw new AppError('ACCOUNT_BLOCKED');
      const { accessToken } = await openSession(app.db, app.tokens, spent.playerId, {
        ...requestMeta(request),
        fingerprint: request.body.fingerprint,
        loginMethod: 'autologin',
      });
      return { accessToken, profile: await getProfile(app.db, spent.playerId) };
    },
  );

  app.get(
    '/player/avatar/list',
    {
      schema: {
        tags,
        summary: 'Avatars a player can choose',
        response: { 200: z.object({ avatars: z.array(z.object({ id: z.string(), url: z.string() })) }) },
      },
    },
    async () => ({ avatars: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })) }),
  );

  app.post(
    '/player/avatar/set-avatar',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Choose my avatar',
        body: z.object({ avatarId: z.enum(AVATAR_IDS) }),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      await app.db
        .updateTable('players')
        .set({ avatar_id: request.body.avatarId, updated_at: new Date() })
        .where('id', '=', playerId)
        .execute();
      return getProfile(app.db, playerId);
    },
  );
};
