import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { stakeLimits, type Rounds } from './bets.js';
import { OriginalsError } from './errors.js';
import { gameById } from './games/registry.js';
import type { GameHandler, InstantHandler, SteppedHandler } from './games/types.js';
import { findLaunch, type LaunchRow } from '../kit/launches.js';
import { ownerOf, type Seeds } from './seeds.js';
import { kitView, type OriginalsTables } from './tables.js';
import {
  betSchema,
  betView,
  pairView,
  revealedPairSchema,
  seedPairSchema,
  settledSchema,
  settledView,
} from './views.js';

export interface GameApiOptions {
  db: Kysely<OriginalsTables>;
  rounds: Rounds;
  seeds: Seeds;
}

const launchBody = z.object({ launch: z.string().min(1).max(100) });
const stake = z
  .string()
  .regex(/^[1-9]\d{0,17}$/)
  .transform((value) => BigInt(value));
const tags = ['originals'];

const initResponse = z.object({
  game: z.object({ id: z.string(), name: z.string(), mode: z.enum(['instant', 'stepped']), rtp: z.number() }),
  demo: z.boolean(),
  currency: z.string(),
  subunitToUnit: z.number(),
  locale: z.string(),
  lobbyUrl: z.string(),
  balance: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  fairness: seedPairSchema,
  /** The player's open round of a multi-step game: the page resumes it. */
  round: betSchema.nullable(),
});

/** What the game page's own script calls with its launch id: the server decides every outcome. */
export const gameApiRoutes: FastifyPluginAsyncZod<GameApiOptions> = async (app, { db, rounds, seeds }) => {
  const context = async (launchId: string): Promise<{ launch: LaunchRow; game: GameHandler }> => {
    const launch = await findLaunch(kitView(db), launchId);
    const game = gameById(launch.game_id);
    if (!game) throw new OriginalsError('GAME_NOT_FOUND', `No game ${launch.game_id}`);
    return { launch, game };
  };
  const instant = (game: GameHandler): InstantHandler => {
    if (game.mode !== 'instant') throw new OriginalsError('ILLEGAL_ACTION', 'This game is played in rounds of steps');
    return game;
  };
  const played = (game: GameHandler): InstantHandler | SteppedHandler => {
    if (game.mode === 'custom') throw new OriginalsError('ILLEGAL_ACTION', `${game.title.name} has its own game API`);
    return game;
  };
  const stepped = (game: GameHandler): SteppedHandler => {
    if (game.mode !== 'stepped') throw new OriginalsError('ILLEGAL_ACTION', 'This game has no rounds of steps');
    return game;
  };
  const activePair = (launch: LaunchRow) => seeds.active(ownerOf(launch));

  app.post(
    '/init',
    {
      schema: {
        tags,
        summary: 'The game, the balance, the limits and the seeds',
        body: launchBody,
        response: { 200: initResponse },
      },
    },
    async (request) => {
      const { launch, game: found } = await context(request.body.launch);
      const game = played(found);
      const { minBet, maxBet } = stakeLimits(game.title, launch.subunit_to_unit);
      const [balance, pair, open] = await Promise.all([
        rounds.purseFor(launch).balance(),
        activePair(launch),
        game.mode === 'stepped' ? rounds.openRound(launch, game.title.id) : undefined,
      ]);
      let round = null;
      if (open) {
        const openPair = await db
          .selectFrom('originals_seed_pairs')
          .selectAll()
          .where('id', '=', open.seed_pair_id)
          .executeTakeFirstOrThrow();
        round = betView(game, open, openPair);
      }
      return {
        game: { id: game.title.id, name: game.title.name, mode: game.mode, rtp: game.title.rtp },
        demo: launch.demo,
        currency: launch.currency,
        subunitToUnit: launch.subunit_to_unit,
        locale: launch.locale,
        lobbyUrl: launch.lobby_url,
        balance: (balance ?? 0n).toString(),
        minBet: minBet.toString(),
        maxBet: maxBet.toString(),
        fairness: pairView(pair),
        round,
      };
    },
  );

  const pairOf = (id: string) =>
    db.selectFrom('originals_seed_pairs').selectAll().where('id', '=', id).executeTakeFirst();

  app.post(
    '/bet',
    {
      schema: {
        tags,
        summary: 'One bet of an instant game (Dice, Limbo, Plinko, Keno, Roulette), settled at once',
        body: launchBody.extend({ stake, params: z.unknown() }),
        response: { 200: settledSchema },
      },
    },
    async (request) => {
      const { launch, game } = await context(request.body.launch);
      const settled = await rounds.instant(launch, instant(game), request.body.stake, request.body.params);
      return settledView(game, settled, await pairOf(settled.bet.seed_pair_id));
    },
  );

  app.post(
    '/round/start',
    {
      schema: {
        tags,
        summary: 'Starts a round of a multi-step game (Mines …)',
        body: launchBody.extend({ stake, params: z.unknown() }),
        response: { 200: settledSchema },
      },
    },
    async (request) => {
      const { launch, game } = await context(request.body.launch);
      const settled = await rounds.start(launch, stepped(game), request.body.stake, request.body.params);
      return settledView(game, settled, await pairOf(settled.bet.seed_pair_id));
    },
  );

  app.post(
    '/round/act',
    {
      schema: {
        tags,
        summary: 'One action on the open round (reveal a tile, cash out …)',
        body: launchBody.extend({ action: z.unknown() }),
        response: { 200: settledSchema },
      },
    },
    async (request) => {
      const { launch, game } = await context(request.body.launch);
      const settled = await rounds.act(launch, stepped(game), request.body.action);
      return settledView(game, settled, await pairOf(settled.bet.seed_pair_id));
    },
  );

  app.post(
    '/fairness',
    {
      schema: {
        tags,
        summary: 'The active seed pair (server seed as its SHA-256) and the last revealed one',
        body: launchBody,
        response: { 200: z.object({ current: seedPairSchema, previous: revealedPairSchema.nullable() }) },
      },
    },
    async (request) => {
      const { launch } = await context(request.body.launch);
      const owner = ownerOf(launch);
      const [current, previous] = await Promise.all([seeds.active(owner), seeds.lastRevealed(owner)]);
      return {
        current: pairView(current),
        previous: previous ? { ...pairView(previous), serverSeed: previous.server_seed } : null,
      };
    },
  );

  app.post(
    '/fairness/rotate',
    {
      schema: {
        tags,
        summary: 'Reveals the server seed and starts a new pair with the chosen (or a fresh) client seed',
        body: launchBody.extend({ clientSeed: z.string().max(200).optional() }),
        response: { 200: z.object({ current: seedPairSchema, previous: revealedPairSchema }) },
      },
    },
    async (request) => {
      const { launch } = await context(request.body.launch);
      const { revealed, next } = await seeds.rotate(ownerOf(launch), request.body.clientSeed);
      return { current: pairView(next), previous: { ...pairView(revealed), serverSeed: revealed.server_seed } };
    },
  );

  app.post(
    '/fairness/bets',
    {
      schema: {
        tags,
        summary: "The player's last bets with their seeds and nonce (server seed once revealed)",
        body: launchBody.extend({ limit: z.number().int().min(1).max(100).default(30) }),
        response: { 200: z.object({ bets: z.array(betSchema) }) },
      },
    },
    async (request) => {
      const { launch } = await context(request.body.launch);
      const rows = await db
        .selectFrom('originals_bets as b')
        .innerJoin('originals_seed_pairs as p', 'p.id', 'b.seed_pair_id')
        .selectAll('b')
        .select(['p.client_seed', 'p.server_seed_hash', 'p.server_seed', 'p.active'])
        .where('b.owner', '=', ownerOf(launch))
        .orderBy('b.created_at', 'desc')
        .limit(request.body.limit)
        .execute();
      return { bets: rows.map((row) => betView(gameById(row.game_id), row, row)) };
    },
  );
};
