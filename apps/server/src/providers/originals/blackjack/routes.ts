import { publicBlackjack, type BlackjackState } from '@casino/shared/originals/blackjack';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { stakeLimits, type BetRow, type Rounds } from '../bets.js';
import { OriginalsError } from '../errors.js';
import { findLaunch, type LaunchRow } from '../../kit/launches.js';
import { ownerOf, type Seeds } from '../seeds.js';
import { kitView, type OriginalsTables } from '../tables.js';
import { pairView, seedPairSchema } from '../views.js';
import type { BlackjackRounds, BlackjackStep } from './rounds.js';
import { blackjackTitle } from './title.js';

export interface BlackjackRoutesOptions {
  db: Kysely<OriginalsTables>;
  blackjack: BlackjackRounds;
  rounds: Rounds;
  seeds: Seeds;
}

const tags = ['originals'];
const launchBody = z.object({ launch: z.string().min(1).max(100) });
const stake = z
  .string()
  .regex(/^[1-9]\d{0,17}$/)
  .transform((value) => BigInt(value));
const card = z.object({ rank: z.string(), suit: z.string() });
const handView = z.object({
  id: z.string(),
  stake: z.string(),
  view: z.object({
    phase: z.enum(['insurance', 'playing', 'finished']),
    dealer: z.array(card.nullable()),
    dealerTotal: z.number(),
    hands: z.array(
      z.object({
        cards: z.array(card),
        total: z.number(),
        soft: z.boolean(),
        stake: z.string(),
        doubled: z.boolean(),
        result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
        win: z.string(),
      }),
    ),
    active: z.number().nullable(),
    insured: z.boolean(),
    totalStake: z.string(),
    win: z.string(),
    actions: z.array(z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'])),
  }),
});
const stepResponse = z.object({ hand: handView, balance: z.string().nullable() });

const parsed = <T>(stored: unknown): T => (typeof stored === 'string' ? JSON.parse(stored) : stored) as T;
const handOf = (bet: BetRow) => ({
  id: bet.id,
  stake: bet.stake.toString(),
  view: publicBlackjack(parsed<BlackjackState>(bet.state), bet.stake),
});
const stepView = (step: BlackjackStep) => ({
  hand: { id: step.bet.id, stake: step.bet.stake.toString(), view: step.view },
  balance: step.balance === null ? null : step.balance.toString(),
});

/** Blackjack's game API under `/game-api/blackjack`: deal, one decision at a time, and resume. */
export const blackjackRoutes: FastifyPluginAsyncZod<BlackjackRoutesOptions> = async (
  app,
  { db, blackjack, rounds, seeds },
) => {
  const blackjackLaunch = async (id: string): Promise<LaunchRow> => {
    const launch = await findLaunch(kitView(db), id);
    if (launch.game_id !== blackjackTitle.id)
      throw new OriginalsError('GAME_NOT_FOUND', 'This launch is not a Blackjack game');
    return launch;
  };

  app.post(
    '/init',
    {
      schema: {
        tags,
        summary: 'Blackjack: the balance, the limits and the open hand to resume',
        body: launchBody,
        response: {
          200: z.object({
            game: z.object({ id: z.string(), name: z.string(), mode: z.literal('stepped'), rtp: z.number() }),
            demo: z.boolean(),
            currency: z.string(),
            subunitToUnit: z.number(),
            locale: z.string(),
            lobbyUrl: z.string(),
            balance: z.string(),
            minBet: z.string(),
            maxBet: z.string(),
            /** The player's seed pair: every hand is dealt from it (the Fairness panel). */
            fairness: seedPairSchema,
            hand: handView.nullable(),
          }),
        },
      },
    },
    async (request) => {
      const launch = await blackjackLaunch(request.body.launch);
      const { minBet, maxBet } = stakeLimits(blackjackTitle, launch.subunit_to_unit);
      const [balance, open, pair] = await Promise.all([
        rounds.purseFor(launch).balance(),
        blackjack.open(launch),
        seeds.active(ownerOf(launch)),
      ]);
      return {
        game: { id: blackjackTitle.id, name: blackjackTitle.name, mode: 'stepped' as const, rtp: blackjackTitle.rtp },
        demo: launch.demo,
        currency: launch.currency,
        subunitToUnit: launch.subunit_to_unit,
        locale: launch.locale,
        lobbyUrl: launch.lobby_url,
        fairness: pairView(pair),
        balance: (balance ?? 0n).toString(),
        minBet: minBet.toString(),
        maxBet: maxBet.toString(),
        hand: open ? handOf(open) : null,
      };
    },
  );

  app.post(
    '/deal',
    {
      schema: {
        tags,
        summary: 'Blackjack: bets the stake and deals a hand',
        body: launchBody.extend({ stake }),
        response: { 200: stepResponse },
      },
    },
    async (request) => {
      const launch = await blackjackLaunch(request.body.launch);
      return stepView(await blackjack.deal(launch, request.body.stake));
    },
  );

  app.post(
    '/act',
    {
      schema: {
        tags,
        summary: 'Blackjack: hit, stand, double, split, insurance or no-insurance on the open hand',
        body: launchBody.extend({ action: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance']) }),
        response: { 200: stepResponse },
      },
    },
    async (request) => {
      const launch = await blackjackLaunch(request.body.launch);
      return stepView(await blackjack.act(launch, request.body.action));
    },
  );
};
