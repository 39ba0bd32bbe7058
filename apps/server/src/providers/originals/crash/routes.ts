import { CRASH_HOUSE_EDGE_BP } from '@casino/shared/originals/crash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stakeLimits, type BetRow, type Rounds } from '../bets.js';
import { OriginalsError } from '../errors.js';
import { findLaunch, type LaunchRow } from '../../kit/launches.js';
import { ownerOf } from '../seeds.js';
import type { Kysely } from 'kysely';
import { kitView, type OriginalsTables } from '../tables.js';
import type { CrashGame, CrashRoundRow } from './game.js';
import { CRASH_GAME_ID, pseudonym } from './game.js';
import { crashTitle } from './title.js';

export interface CrashRoutesOptions {
  db: Kysely<OriginalsTables>;
  game: CrashGame;
  rounds: Rounds;
}

const tags = ['originals'];
const launchBody = z.object({ launch: z.string().min(1).max(100) });
const stake = z
  .string()
  .regex(/^[1-9]\d{0,17}$/)
  .transform((value) => BigInt(value));

const publicRound = z.object({
  id: z.string(),
  chainId: z.string(),
  number: z.number(),
  phase: z.enum(['betting', 'running', 'crashed']),
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  crashPoint: z.number().nullable(),
  hash: z.string().nullable(),
  commitment: z.string(),
});
const myBet = z.object({
  id: z.string(),
  roundNumber: z.number(),
  stake: z.string(),
  autoCashout: z.number().nullable(),
  status: z.enum(['open', 'settling', 'closed', 'refused']),
  cashedOutAt: z.number().nullable(),
  payout: z.string(),
});
const roundBet = z.object({
  player: z.string(),
  stake: z.string(),
  currency: z.string(),
  cashedOutAt: z.number().nullable(),
  payout: z.string(),
});
const chain = z.object({ id: z.string(), terminatingHash: z.string(), salt: z.string(), length: z.number() });

const parsed = <T>(stored: unknown): T => (typeof stored === 'string' ? JSON.parse(stored) : stored) as T;

function myBetView(bet: BetRow) {
  const params = parsed<{ round: number; autoCashout: number | null }>(bet.params);
  const state = parsed<{ cashedOutAt: number | null } | null>(bet.state);
  return {
    id: bet.id,
    roundNumber: params.round,
    stake: bet.stake.toString(),
    autoCashout: params.autoCashout,
    status: bet.status,
    cashedOutAt: state?.cashedOutAt ?? null,
    payout: bet.payout.toString(),
  };
}

/**
 * Crash's game API under `/game-api/crash`: the page calls it with its launch id, and reads the
 * round as it happens from `/live`, the studio's own Server-Sent Events stream (an outside
 * studio brings its own live channel; it cannot use the site's push).
 */
export const crashRoutes: FastifyPluginAsyncZod<CrashRoutesOptions> = async (app, { db, game, rounds }) => {
  const crashLaunch = async (id: string): Promise<LaunchRow> => {
    const launch = await findLaunch(kitView(db), id);
    if (launch.game_id !== CRASH_GAME_ID) throw new OriginalsError('GAME_NOT_FOUND', 'This launch is not a Crash game');
    return launch;
  };
  const liveView = async (round: CrashRoundRow | undefined) =>
    round ? { round: await game.publicRound(round), bets: await game.roundBets(round) } : { round: null, bets: [] };

  app.post(
    '/init',
    {
      schema: {
        tags,
        summary: 'Crash: the balance, the limits, the live round, your bet in it and the last rounds',
        body: launchBody,
        response: {
          200: z.object({
            game: z.object({ id: z.string(), name: z.string(), rtp: z.number(), houseEdgeBp: z.number() }),
            demo: z.boolean(),
            currency: z.string(),
            subunitToUnit: z.number(),
            locale: z.string(),
            lobbyUrl: z.string(),
            balance: z.string(),
            minBet: z.string(),
            maxBet: z.string(),
            serverTime: z.string(),
            round: publicRound.nullable(),
            bets: z.array(roundBet),
            myBet: myBet.nullable(),
            me: z.string(),
            history: z.array(publicRound),
          }),
        },
      },
    },
    async (request) => {
      const launch = await crashLaunch(request.body.launch);
      const { minBet, maxBet } = stakeLimits(crashTitle, launch.subunit_to_unit);
      const round = (await game.live()) ?? (await game.latest());
      const [balance, live, mine, history] = await Promise.all([
        rounds.purseFor(launch).balance(),
        liveView(round),
        round ? game.betOf(launch, round) : undefined,
        game.history(20),
      ]);
      return {
        game: { id: crashTitle.id, name: crashTitle.name, rtp: crashTitle.rtp, houseEdgeBp: CRASH_HOUSE_EDGE_BP },
        demo: launch.demo,
        currency: launch.currency,
        subunitToUnit: launch.subunit_to_unit,
        locale: launch.locale,
        lobbyUrl: launch.lobby_url,
        balance: (balance ?? 0n).toString(),
        minBet: minBet.toString(),
        maxBet: maxBet.toString(),
        serverTime: new Date(game.now()).toISOString(),
        ...live,
        myBet: mine ? myBetView(mine) : null,
        me: pseudonym(ownerOf(launch)),
        history,
      };
    },
  );

  app.post(
    '/bet',
    {
      schema: {
        tags,
        summary: 'Crash: a bet on the round counting down, with an optional auto cash-out (× as a number)',
        body: launchBody.extend({ stake, autoCashout: z.number().min(1.01).max(1_000_000).nullable().default(null) }),
        response: { 200: z.object({ bet: myBet, balance: z.string().nullable() }) },
      },
    },
    async (request) => {
      const launch = await crashLaunch(request.body.launch);
      const { minBet, maxBet } = stakeLimits(crashTitle, launch.subunit_to_unit);
      const { stake: amount, autoCashout } = request.body;
      if (amount < minBet || amount > maxBet)
        throw new OriginalsError('INVALID_STAKE', `A bet is between ${minBet} and ${maxBet} minor units`);
      const cents = autoCashout === null ? null : Math.round(autoCashout * 100);
      const { bet, balance } = await game.placeBet(launch, amount, cents);
      return { bet: myBetView(bet), balance: balance === null ? null : balance.toString() };
    },
  );

  app.post(
    '/cashout',
    {
      schema: {
        tags,
        summary: 'Crash: cashes your bet out at the multiplier flown so far; refused once the round crashed',
        body: launchBody,
        response: { 200: z.object({ bet: myBet, balance: z.string().nullable() }) },
      },
    },
    async (request) => {
      const launch = await crashLaunch(request.body.launch);
      const { bet, balance } = await game.cashOut(launch);
      return { bet: myBetView(bet), balance: balance === null ? null : balance.toString() };
    },
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        summary: 'Crash: the last rounds with their game hash and crash point, and their chains',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
        response: { 200: z.object({ rounds: z.array(publicRound), chains: z.array(chain) }) },
      },
    },
    async (request) => {
      const history = await game.history(request.query.limit);
      const chainIds = [...new Set(history.map((round) => round.chainId))];
      return { rounds: history, chains: await Promise.all(chainIds.map((id) => game.chainOf(id))) };
    },
  );

  app.get(
    '/chain/:id',
    {
      schema: {
        tags,
        summary: "Crash: a chain's published terminating hash and salt",
        params: z.object({ id: z.string().uuid() }),
        response: { 200: chain },
      },
    },
    async (request) => game.chainOf(request.params.id),
  );

  app.get(
    '/live',
    { schema: { tags, summary: 'Crash: the live round as Server-Sent Events (round, bet, tick, cashout, crash)' } },
    async (request, reply) => {
      const round = (await game.live()) ?? (await game.latest());
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: unknown) => out.write(`data: ${JSON.stringify(event)}\n\n`);
      send({ type: 'snapshot', serverTime: new Date(game.now()).toISOString(), ...(await liveView(round)) });
      const unsubscribe = game.subscribe(send);
      // A comment line now and then keeps proxies from closing a quiet stream.
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), 15_000).unref();
      request.raw.on('close', () => {
        unsubscribe();
        clearInterval(heartbeat);
      });
    },
  );
};
