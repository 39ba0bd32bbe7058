import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { pageMeta, pageMetaSchema, pageQuery } from '../../http/pagination.js';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import { issueSportToken, requireSportPlayer, SPORT_TOKEN_HEADER } from './widget-auth.js';
import { activeAccount } from '../wallet/accounts.js';
import { cashOut, placeBet, SPORTSBOOK_GAME } from './bets.js';
import { readSetting } from '../settings/operator-settings.js';
import { cashoutShare, SPORT_CASHOUT_MARGIN } from './operator-settings.js';
import { NAMED_SYSTEMS } from './payout.js';
import {
  cashoutOffer,
  eventView,
  listEvents,
  listResults,
  playerBet,
  playerBets,
  resultView,
  searchEvents,
  sportInfo,
  sportsMenu,
} from './queries.js';

export async function refuseWhenSportsDisabled(request: FastifyRequest): Promise<void> {
  if (request.server.config.SPORTS_DISABLED) throw new AppError('SPORTS_DISABLED');
}

const minor = z
  .string()
  .regex(/^\d{1,18}$/)
  .describe('minor units');
const outcome = z.object({
  id: z.string(),
  name: z.string(),
  odds: z.number().int().describe('thousandths: 1850 is 1.85'),
  active: z.boolean(),
});
const market = z.object({
  key: z.string().describe('market id and specifiers, e.g. 18|total=2.5'),
  marketId: z.number(),
  specifiers: z.record(z.string(), z.string()),
  name: z.string(),
  status: z.string(),
  outcomes: z.array(outcome),
});
const event = z.object({
  id: z.string(),
  name: z.string(),
  startTime: z.string(),
  phase: z.string(),
  isLive: z.boolean(),
  liveOdds: z.boolean(),
  period: z.string().nullable(),
  clockSeconds: z.number().nullable(),
  score: z.array(z.number()),
  periodScores: z.array(z.array(z.number())),
  competitors: z.array(z.object({ id: z.number(), name: z.string() })),
  championship: z.object({
    id: z.number(),
    name: z.string(),
    category: z.object({
      id: z.number(),
      name: z.string(),
      region: z.string().nullable().describe('a country (ISO 3166-1) or home nation (ISO 3166-2 GB-…) code'),
      sport: z.object({ id: z.number(), name: z.string(), slug: z.string(), virtual: z.boolean() }),
    }),
  }),
  markets: z.array(market),
  marketCount: z.number(),
});
const events = z.object({ data: z.array(event) });
const settledMarket = market.extend({
  status: z.enum(['settled', 'cancelled']),
  outcomes: z.array(
    outcome.extend({
      result: z.union([z.literal(0), z.literal(1)]).describe('1 won, 0 lost'),
      voidFactor: z.enum(['0', '0.5', '1']).describe('the share of the stake refunded'),
      deadHeatFactor: z
        .object({ num: z.number(), den: z.number() })
        .optional()
        .describe('a shared win: paid at full odds on this share of the stake'),
    }),
  ),
});
const betView = z.object({
  id: z.string(),
  kind: z.string(),
  system: z.string().nullable(),
  status: z.string(),
  isSettled: z.boolean(),
  currency: z.string(),
  stake: minor,
  unitStake: minor,
  lines: z.number(),
  potentialPayout: minor,
  payout: minor,
  cashout: minor.nullable().describe('the cash-out offer now, null when there is none'),
  isLive: z.boolean(),
  acceptAt: z.string().nullable().describe('a live bet held for its delay: when it is accepted or refused'),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(
    z.object({
      eventId: z.string(),
      eventName: z.string(),
      marketKey: z.string(),
      marketName: z.string(),
      outcomeId: z.string(),
      outcomeName: z.string(),
      odds: z.number(),
      result: z.string(),
      sportId: z.number(),
      competitors: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
});

const numericId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 40);
const idList = z
  .string()
  .max(500)
  .regex(/^\d{1,12}(,\d{1,12})*$/)
  .transform((s) => s.split(',').map(Number))
  .optional();
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const placeBody = z.object({
  requestId: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .describe('made by the client per placement: a retry returns the same bet'),
  kind: z.enum(['single', 'combo', 'system']),
  system: z
    .union([z.enum(Object.keys(NAMED_SYSTEMS) as [string, ...string[]]), z.string().regex(/^\d{1,2}\/\d{1,2}$/)])
    .optional(),
  stake: minor.describe('stake per line'),
  acceptance: z.enum(['none', 'higher', 'any']).default('none'),
  selections: z
    .array(
      z.object({
        eventId: z.string().regex(/^\d{1,15}$/),
        marketKey: z.string().min(1).max(100),
        outcomeId: z.string().min(1).max(40),
        odds: z.number().int().min(1001).max(1_000_000).describe('the odds the player saw, thousandths'),
      }),
    )
    .min(1)
    .max(20),
});

const startBody = z.object({
  accountId: z.string().max(100).optional(),
  lobbyUrl: z.string().max(500).optional(),
  locale: z.string().max(10).optional(),
  countryCode: z.string().max(2).optional(),
  demoMode: z.boolean().default(false),
  platform: z.union([z.literal(1), z.literal(2)]).default(2),
  provider: z.literal('altenar').optional(),
});

/** The sportsbook's calls (SPEC §7 "Games and sport") and its betting API. */
export const sportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sport'];
  app.addHook('onRequest', refuseWhenSportsDisabled);

  app.get(
    '/game/sport/sports',
    {
      schema: {
        tags,
        summary: 'The sports menu with open and live event counts',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                code: z.string(),
                virtual: z.boolean(),
                events: z.number(),
                live: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      data: await sportsMenu(app.db),
    }),
  );

  app.get(
    '/game/sport/info/:id',
    {
      schema: {
        tags,
        summary: "A sport's categories and championships (SPEC §3 Sport info)",
        params: z.object({ id: numericId }),
        response: {
          200: z.object({
            id: z.number(),
            name: z.string(),
            code: z.string(),
            virtual: z.boolean(),
            Categories: z.array(z.object({ CategoryId: z.number(), Name: z.string(), Region: z.string().nullable() })),
            Championships: z.array(z.object({ ChampionshipId: z.number(), Name: z.string(), CategoryId: z.number() })),
          }),
        },
      },
    },
    async (request) => {
      const info = await sportInfo(app.db, request.params.id);
      if (!info) throw new AppError('SPORT_NOT_FOUND');
      return info;
    },
  );

  app.get(
    '/game/sport/event/:id',
    {
      schema: {
        tags,
        summary: 'One event with every market',
        params: z.object({ id: numericId }),
        response: { 200: event },
      },
    },
    async (request) => {
      const view = await eventView(app.db, BigInt(request.params.id));
      if (!view) throw new AppError('SPORT_EVENT_NOT_FOUND');
      return view;
    },
  );

  app.get(
    '/game/sport/events/live',
    {
      schema: {
        tags,
        summary: 'Events in play now with their main market (the live carousel shows 7)',
        querystring: z.object({
          sportId: numericId.optional(),
          limit: z.coerce.number().int().min(1).max(100).default(7),
        }),
        response: { 200: events },
      },
    },
    async (request) => ({
      data: await listEvents(app.db, { live: true, sportId: request.query.sportId, limit: request.query.limit }),
    }),
  );

  app.get(
    '/game/sport/events',
    {
      schema: {
        tags,
        summary:
          'Open events with their main market: by sport, categories, championships, live or not, virtual or not (virtual rounds only when asked for or by their sport)',
        querystring: z.object({
          sportId: numericId.optional(),
          categoryIds: idList,
          championshipIds: idList,
          live: flag.optional(),
          virtual: flag.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: events },
      },
    },
    async (request) => ({ data: await listEvents(app.db, request.query) }),
  );

  app.get(
    '/game/sport/results',
    {
      schema: {
        tags,
        summary: 'Finished events with their final score, newest first (virtual rounds only when asked for)',
        querystring: z.object({
          sportId: numericId.optional(),
          virtual: flag.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: events },
      },
    },
    async (request) => ({ data: await listResults(app.db, request.query) }),
  );

  app.get(
    '/game/sport/results/:id',
    {
      schema: {
        tags,
        summary: 'A finished event: its final score and how each market was settled',
        params: z.object({ id: numericId }),
        response: { 200: event.extend({ settlements: z.array(settledMarket) }) },
      },
    },
    async (request) => {
      const view = await resultView(app.db, BigInt(request.params.id));
      if (!view) throw new AppError('SPORT_RESULT_NOT_FOUND');
      return view;
    },
  );

  app.get(
    '/game/sport/search',
    {
      schema: {
        tags,
        summary: 'Open events by team, championship, category or sport name',
        querystring: z.object({
          q: z.string().trim().min(2).max(100),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: events },
      },
    },
    async (request) => ({ data: await searchEvents(app.db, request.query.q, request.query.limit) }),
  );

  app.post(
    '/game/sport/bets',
    {
      preHandler: requireSportPlayer,
      schema: {
        tags,
        summary: 'Place a single, combination or system bet',
        body: placeBody,
        response: { 201: betView },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      const { stake, ...rest } = request.body;
      const placed = await placeBet(app.db, app.jobs, player.playerId, { ...rest, stake: BigInt(stake) });
      void app.sport
        .publishBet(placed.change)
        .catch((error: unknown) => request.log.warn({ err: error }, 'bet push failed'));
      return reply.code(201).send(await ownBet(player.playerId, placed.betId));
    },
  );

  async function ownBet(playerId: string, betId: string) {
    const view = await playerBet(app.db, playerId, betId);
    if (!view) throw new AppError('SPORT_BET_NOT_FOUND');
    return view;
  }

  app.get(
    '/game/sport/bets',
    {
      preHandler: requireSportPlayer,
      schema: {
        tags,
        summary: 'My sport bets, newest first: open ones (with the cash-out offer) or settled ones',
        querystring: pageQuery(20).extend({ isSettled: flag.default(false) }),
        response: { 200: z.object({ data: z.array(betView), meta: pageMetaSchema }) },
      },
    },
    async (request) => {
      const { page, perPage, isSettled } = request.query;
      const { rows, total } = await playerBets(app.db, currentPlayer(request).playerId, { isSettled, page, perPage });
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },
  );

  app.post(
    '/game/sport/bets/:id/cashout',
    {
      preHandler: requireSportPlayer,
      schema: {
        tags,
        summary: 'Cash out an open bet now for its offer (refused if the offer fell below `amount`)',
        params: z.object({ id: z.uuid() }),
        body: z.object({ amount: minor.optional() }).default({}),
        response: { 200: z.object({ amount: minor, bet: betView }) },
      },
    },
    async (request) => {
      const player = currentPlayer(request);
      const expected = request.body.amount === undefined ? undefined : BigInt(request.body.amount);
      const share = cashoutShare(await readSetting(app.db, SPORT_CASHOUT_MARGIN));
      const { amount, change } = await cashOut(app.db, player.playerId, request.params.id, expected, (trx) =>
        cashoutOffer(trx, request.params.id, share),
      );
      void app.sport.publishBet(change).catch((error: unknown) => request.log.warn({ err: error }, 'bet push failed'));
      return { amount: amount.toString(), bet: await ownBet(player.playerId, request.params.id) };
    },
  );

  // SPEC §7 "Sportsbook start-game": the site asks for a token for its sportsbook widget, which
  // then sends it in the `x-sportsbook-token` header of its bet calls.
  app.post(
    `/game/games/${SPORTSBOOK_GAME}/play`,
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: `Start the sportsbook: a token (30 minutes, bound to the player and this session) the widget sends as ${SPORT_TOKEN_HEADER}`,
        body: startBody,
        response: { 200: z.object({ token: z.string(), currency: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => {
      const player = currentPlayer(request);
      const account = await activeAccount(app.db, player.playerId);
      if (request.body.accountId !== undefined && request.body.accountId !== account.id) {
        throw new AppError('VALIDATION_FAILED', undefined, { accountId: ['Not your active account'] });
      }
      const { token, expiresAt } = await issueSportToken(app.db, player, account.currency);
      return { token, currency: account.currency, expiresAt: expiresAt.toISOString() };
    },
  );
};
