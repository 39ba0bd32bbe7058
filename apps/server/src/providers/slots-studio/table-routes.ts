import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handTotal, publicBlackjackState } from './engine/blackjack.js';
import { ROULETTE_BET_TYPES, type RouletteRound } from './engine/roulette.js';
import type { GameServer } from './game-server.js';
import type { RoundRow } from './rounds.js';
import { actOnHand, dealHand, drawHand, spinRoulette, type HandState, type HandStep } from './table-server.js';
import { settledSchema } from './views.js';

const amount = z.string().regex(/^\d{1,20}$/);
const minor = z
  .string()
  .regex(/^[1-9]\d{0,17}$/)
  .transform((value) => BigInt(value));
const launchBody = z.object({ launch: z.string().min(1).max(100) });
const roundId = z.uuid();
const tags = ['nova-studio'];

const rouletteRoundSchema = z.object({
  roundId: z.string(),
  number: z.number(),
  color: z.enum(['red', 'black', 'green']),
  totalStake: amount,
  win: amount,
  bets: z.array(
    z.object({
      type: z.enum(ROULETTE_BET_TYPES),
      numbers: z.array(z.number()).optional(),
      index: z.number().optional(),
      amount,
      win: amount,
    }),
  ),
});

const blackjackHandSchema = z.object({
  cards: z.array(z.string()),
  total: z.number(),
  soft: z.boolean(),
  stake: amount,
  doubled: z.boolean(),
  fromSplit: z.boolean(),
  finished: z.boolean(),
  result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
  win: amount,
});

/** An open or just finished blackjack / video poker hand as the page shows it (the hole card hidden). */
export const tableHandSchema = z.object({
  roundId: z.string(),
  kind: z.enum(['blackjack', 'video-poker']),
  finished: z.boolean(),
  totalStake: amount,
  win: amount,
  blackjack: z
    .object({
      dealer: z.array(z.string()),
      dealerTotal: z.number(),
      hands: z.array(blackjackHandSchema),
      active: z.number().nullable(),
      actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])),
    })
    .optional(),
  poker: z.object({ cards: z.array(z.string()), held: z.array(z.boolean()), hand: z.string() }).optional(),
});
export type TableHandView = z.infer<typeof tableHandSchema>;

export function handView(roundId: string, hand: HandState): TableHandView {
  const common = {
    roundId,
    kind: hand.kind,
    finished: hand.state.finished,
    totalStake: hand.state.totalStake.toString(),
    win: hand.state.win.toString(),
  };
  if (hand.kind === 'video-poker') {
    const { cards, held, hand: rank } = hand.state;
    return { ...common, poker: { cards, held, hand: rank } };
  }
  const shown = publicBlackjackState(hand.state);
  const visible = shown.dealer.filter((card) => card !== '??');
  return {
    ...common,
    blackjack: {
      dealer: shown.dealer,
      dealerTotal: handTotal(visible).total,
      hands: shown.hands.map((h) => ({
        ...h,
        ...handTotal(h.cards),
        stake: h.stake.toString(),
        win: h.win.toString(),
      })),
      active: shown.active,
      actions: shown.actions,
    },
  };
}

/** The open hand a launch resumes on `init`. */
export function tableHandView(server: GameServer, round: RoundRow): TableHandView | null {
  const stored = server.rounds.stateOf<HandState | { kind: string }>(round);
  if (stored.kind !== 'blackjack' && stored.kind !== 'video-poker') return null;
  return handView(round.id, stored as HandState);
}

function rouletteView(roundId: string, result: RouletteRound): z.infer<typeof rouletteRoundSchema> {
  return {
    roundId,
    number: result.number,
    color: result.color,
    totalStake: result.totalStake.toString(),
    win: result.win.toString(),
    bets: result.bets.map((bet) => ({ ...bet, amount: bet.amount.toString(), win: bet.win.toString() })),
  };
}

const stepResponse = z.object({ hand: tableHandSchema, ...settledSchema.shape });
const stepView = ({ round, hand, settled }: HandStep) => ({
  hand: handView(round.id, hand),
  balance: settled.balance?.toString() ?? null,
  pending: settled.pending,
});

/** Roulette, blackjack and video poker: the table games' moves. */
export const tableRoutes: FastifyPluginAsyncZod<{ server: GameServer }> = async (app, { server }) => {
  app.post(
    '/roulette',
    {
      schema: {
        tags,
        summary: 'One roulette spin for the chips on the table',
        body: launchBody.extend({
          bets: z
            .array(
              z.object({
                type: z.enum(ROULETTE_BET_TYPES),
                numbers: z.array(z.number().int().min(0).max(36)).max(6).optional(),
                index: z.number().int().min(1).max(3).optional(),
                amount: minor,
              }),
            )
            .min(1)
            .max(150),
        }),
        response: { 200: z.object({ round: rouletteRoundSchema, ...settledSchema.shape }) },
      },
    },
    async (request) => {
      const bets = request.body.bets.map(({ numbers, index, ...bet }) => ({
        ...bet,
        ...(numbers === undefined ? {} : { numbers }),
        ...(index === undefined ? {} : { index }),
      }));
      const { round, result, settled } = await spinRoulette(server, request.body.launch, bets);
      return {
        round: rouletteView(round.id, result),
        balance: settled.balance?.toString() ?? null,
        pending: settled.pending,
      };
    },
  );

  app.post(
    '/deal',
    {
      schema: {
        tags,
        summary: 'Deals a blackjack or video poker hand for a stake',
        body: launchBody.extend({ stake: minor }),
        response: { 200: stepResponse },
      },
    },
    async (request) => stepView(await dealHand(server, request.body.launch, request.body.stake)),
  );

  app.post(
    '/act',
    {
      schema: {
        tags,
        summary: 'A blackjack decision: hit, stand, double or split',
        body: launchBody.extend({ roundId, action: z.enum(['hit', 'stand', 'double', 'split']) }),
        response: { 200: stepResponse },
      },
    },
    async (request) =>
      stepView(await actOnHand(server, request.body.launch, request.body.roundId, request.body.action)),
  );

  app.post(
    '/draw',
    {
      schema: {
        tags,
        summary: 'The video poker draw with the cards held',
        body: launchBody.extend({ roundId, holds: z.array(z.boolean()).length(5) }),
        response: { 200: stepResponse },
      },
    },
    async (request) => stepView(await drawHand(server, request.body.launch, request.body.roundId, request.body.holds)),
  );
};
