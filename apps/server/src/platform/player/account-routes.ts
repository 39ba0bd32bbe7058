import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { currentPlayer, requirePlayer } from './auth.js';
import { ownAddress, sendReauthCode, undoChange, siteMessages } from './account-changes.js';
import { findPlayer } from './profile.js';

/** Re-authentication codes: three per ten minutes for one player, like every other code. */
const REAUTH_SENDS_PER_PLAYER = 3;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['player'];
  const site = siteMessages(app);

  app.post(
    '/player/reauth/send',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: 'Send a code to my own e-mail (else phone) that confirms a change of e-mail, phone or password',
        description:
          'The code goes in `reauthCode` of the change it confirms; players with a password may send ' +
          '`currentPassword` instead.',
        response: { 200: z.object({ ok: z.literal(true), channel: z.enum(['email', 'phone']) }) },
      },
    },
    async (request) => {
      const player = await findPlayer(app.db, currentPlayer(request).playerId);
      if (!player) throw new AppError('UNAUTHORIZED');
      const address = ownAddress(player);
      if (address) {
        const sent = await app.limiter.hit(`send:reauth:${player.id}`, 10 * 60_000);
        if (sent > REAUTH_SENDS_PER_PLAYER) throw new AppError('RATE_LIMITED');
      }
      return { ok: true as const, channel: await sendReauthCode(site, player) };
    },
  );

  app.post(
    '/player/account-changes/undo',
    {
      schema: {
        tags,
        summary: 'Undo a change of e-mail, phone or password from the link sent to the old address',
        description:
          'Restores the old e-mail or phone, signs every device out and locks the account until a new password ' +
          'is set; `resetToken` sets it at once through `POST /api/player/passwords/confirm`.',
        body: z.object({ token: z.string().min(10).max(100) }),
        response: {
          200: z.object({ kind: z.enum(['email', 'phone', 'password']), resetToken: z.string() }),
        },
      },
    },
    async (request) => {
      const undone = await undoChange(app, request.body.token);
      if (!undone) throw new AppError('UNDO_LINK_INVALID');
      app.push.endSessions(undone.closedSessions);
      return { kind: undone.kind, resetToken: undone.resetToken };
    },
  );
};
