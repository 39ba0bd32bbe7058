import { REALITY_CHECK_MINUTES, SESSION_LIMIT_RANGE } from '@casino/shared/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import {
  confirmSessionLimit,
  endSessionsPastTimeLimit,
  saveProtectionSettings,
  sessionProtection,
} from './session-protection.js';

const realityCheck = z
  .union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)))
  .nullable()
  .describe('minutes between reality checks; null is off');
const sessionLimit = z
  .number()
  .int()
  .min(SESSION_LIMIT_RANGE.min)
  .max(SESSION_LIMIT_RANGE.max)
  .nullable()
  .describe('minutes after sign-in at which the session ends; null is no limit');
const settings = z.object({ realityCheckMinutes: realityCheck, sessionLimitMinutes: sessionLimit });
const savedSettings = z.object({
  realityCheckMinutes: z.number().int().nullable(),
  sessionLimitMinutes: z.number().int().nullable(),
  pendingSessionLimit: z
    .object({ minutes: z.number().int().nullable(), effectiveAt: z.string(), isDue: z.boolean() })
    .nullable()
    .describe('a longer session limit, or none (null minutes), the player may confirm from effectiveAt on'),
});
const answer = savedSettings.extend({
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  results: z.array(
    z.object({ currency: z.string(), stakes: z.number().int(), wins: z.number().int(), net: z.number().int() }),
  ),
  hasDeposited: z.boolean(),
});

/** The reality check and session time limit settings, and this session as they count it. */
export const sessionProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['limits'];
  const auth = { preHandler: requirePlayer };

  app.get(
    '/player/protection',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'My reality check and session time limit, when this session signed in and ends, its stakes and wins so far, and whether I ever deposited',
        response: { 200: answer },
      },
    },
    async (request) => sessionProtection(app.db, currentPlayer(request)),
  );

  app.put(
    '/player/protection',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Set my reality check interval and session time limit: a shorter limit applies at once (and ends sessions already past it), a longer one or none waits for my confirmation after 24 hours',
        body: settings,
        response: { 200: savedSettings },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const saved = await saveProtectionSettings(app.db, playerId, request.body);
      await endSessionsPastTimeLimit(app, playerId);
      return saved;
    },
  );

  app.post(
    '/player/protection/session-limit/confirm',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Confirm my waiting longer session time limit (or none), 24 hours after asking at the earliest (13104 before then)',
        response: { 200: savedSettings },
      },
    },
    async (request) => confirmSessionLimit(app.db, currentPlayer(request).playerId),
  );
};
