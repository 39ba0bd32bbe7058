import { COOLING_OFF_DURATIONS, SELF_EXCLUSION_DURATIONS } from '@casino/shared/limits';
import { LIMIT_PERIODS } from '@casino/shared/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import { applyExclusion } from './exclusion.js';
import { activityStatement } from './statement.js';
import { addLimit, changeLimit, confirmChange, listLimits, requestRemoval, type NewLimit } from './service.js';

const MAX_AMOUNT = 1_000_000_000_000_000;
const amount = z.number().int().positive().max(MAX_AMOUNT).describe('minor units of the currency');
const period = z.enum(LIMIT_PERIODS);

const limit = z.object({
  id: z.string(),
  definition: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  period: period.nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  pending: z
    .object({ amount: z.number().int().nullable(), removal: z.boolean(), effectiveAt: z.string(), isDue: z.boolean() })
    .nullable(),
  usage: z
    .object({
      used: z.number().int(),
      remaining: z.number().int(),
      windowStart: z.string(),
      resetsAt: z.string().nullable(),
    })
    .nullable(),
});
const restriction = z.object({ definition: z.union([z.literal(4), z.literal(5)]), endsAt: z.string().nullable() });

const newLimit = z.object({
  definition: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  period: period.optional(),
  amount: amount.optional(),
  currency: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/)
    .optional(),
  duration: z.enum([...SELF_EXCLUSION_DURATIONS, ...COOLING_OFF_DURATIONS]).optional(),
});
const idParams = z.object({ id: z.uuid() });
const DAY_MS = 86_400_000;
const day = z.iso.date().describe('YYYY-MM-DD, UTC');

/** The body's fields for its definition, each missing one named, as §5 forms expect. */
function parseNewLimit(body: z.infer<typeof newLimit>): NewLimit {
  const missing: Record<string, string[]> = {};
  const required = 'Value is required';
  if (body.definition === 4 || body.definition === 5) {
    if (!body.duration) throw new AppError('VALIDATION_FAILED', undefined, { duration: [required] });
    return { definition: body.definition, duration: body.duration };
  }
  if (!body.period) missing.period = [required];
  if (body.amount === undefined) missing.amount = [required];
  if (!body.currency) missing.currency = [required];
  if (!body.period || body.amount === undefined || !body.currency) {
    throw new AppError('VALIDATION_FAILED', undefined, missing);
  }
  return { definition: body.definition, period: body.period, amount: body.amount, currency: body.currency };
}

/** SPEC §7 `GET/POST /api/player/limits`, `PUT/DELETE /api/player/limits/{id}`, and the confirmation of a waiting change. */
export const limitRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['limits'];
  const auth = { preHandler: requirePlayer };

  app.get(
    '/player/limits',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My limits in force with what each has used in its window, and my self-exclusion or cooling-off',
        response: { 200: z.object({ data: z.array(limit), restriction: restriction.nullable() }) },
      },
    },
    async (request) => listLimits(app.db, currentPlayer(request).playerId),
  );

  app.post(
    '/player/limits',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Set a limit: bet, loss or deposit (period, amount, currency) applies at once; self-exclusion (4) or cooling-off (5) with a duration also signs me out everywhere',
        body: newLimit,
        response: { 201: limit },
      },
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      const created = await addLimit(app.db, playerId, parseNewLimit(request.body));
      if (created.definition === 4 || created.definition === 5) await applyExclusion(app, playerId);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/player/limits/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change a limit: a lower amount applies at once, a higher one after 24 hours and my confirmation',
        params: idParams,
        body: z.object({ period, amount }),
        response: { 200: limit },
      },
    },
    async (request) => changeLimit(app.db, currentPlayer(request).playerId, request.params.id, request.body),
  );

  app.delete(
    '/player/limits/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Ask to remove a limit: it stays 24 hours, then until I confirm; an exclusion cannot be lifted',
        params: idParams,
        response: { 202: limit },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestRemoval(app.db, currentPlayer(request).playerId, request.params.id)),
  );

  app.post(
    '/player/limits/:id/confirm',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Confirm a waiting increase or removal, 24 hours or more after asking for it',
        params: idParams,
        response: { 200: limit },
      },
    },
    async (request) => confirmChange(app.db, currentPlayer(request).playerId, request.params.id),
  );

  app.get(
    '/player/statement',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'My account activity from one day to another (both included, UTC): deposits, withdrawals, stakes, wins and net per currency',
        querystring: z.object({ from: day, to: day }),
        response: {
          200: z.object({
            from: z.string(),
            to: z.string(),
            data: z.array(
              z.object({
                currency: z.string(),
                deposits: z.number().int(),
                withdrawals: z.number().int(),
                stakes: z.number().int(),
                wins: z.number().int(),
                net: z.number().int(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
      if (end <= start) {
        throw new AppError('VALIDATION_FAILED', undefined, { to: ['The end date must not be before the start date'] });
      }
      return { from, to, data: await activityStatement(app.db, currentPlayer(request).playerId, start, end) };
    },
  );
};
