import { actBlackjack, dealBlackjack, type BlackjackAction, type BlackjackState } from './engine/blackjack.js';
import { playRoulette, type RouletteBet, type RouletteRound } from './engine/roulette.js';
import type { BlackjackTitle, RouletteTitle, VideoPokerTitle } from './engine/types.js';
import { dealVideoPoker, drawVideoPoker, type VideoPokerState } from './engine/video-poker.js';
import { StudioError } from './errors.js';
import { ruled, withLimits, type GameServer, type Settled, type Table } from './game-server.js';
import type { RoundRow } from './rounds.js';

export type HandState = { kind: 'blackjack'; state: BlackjackState } | { kind: 'video-poker'; state: VideoPokerState };
export type HandStep = { round: RoundRow; hand: HandState; settled: Settled };

function tableOf<K extends 'roulette' | 'blackjack' | 'video-poker'>(
  table: Table,
  kind: K,
): Table<Extract<Table['title'], { kind: K }>> {
  if (table.title.kind !== kind) throw new StudioError('ILLEGAL_ACTION', `This game is not ${kind}`);
  return table as Table<Extract<Table['title'], { kind: K }>>;
}

/** The roulette title with its straight-up limit in the player's currency too. */
function rouletteLimits(table: Table<RouletteTitle>): RouletteTitle {
  const scaled = (table.title.maxStraight * BigInt(table.launch.subunit_to_unit)) / 100n;
  const step = table.limits.betStep;
  const maxStraight = (scaled / step) * step;
  return { ...withLimits(table.title, table.limits), maxStraight: maxStraight < step ? step : maxStraight };
}

/** One spin of the wheel: a single bet for the sum of the chips, then the closing win. */
export async function spinRoulette(
  server: GameServer,
  launchId: string,
  bets: RouletteBet[],
): Promise<{ round: RoundRow; result: RouletteRound; settled: Settled }> {
  const table = tableOf(await server.table(launchId), 'roulette');
  const result = ruled(() => playRoulette(rouletteLimits(table), bets, server.rng));
  const round = await server.rounds.open(table.launch, result.totalStake, { kind: 'roulette' });
  await server.firstBet(table, round, result.totalStake);
  const stored = await server.rounds.update(round.id, { state: { kind: 'roulette', result }, win: result.win });
  const settled = await server.close(table, stored, result.win);
  return { round: stored, result, settled };
}

/** Deals a blackjack or video poker hand: the stake is bet now, the round stays open until it ends. */
export async function dealHand(server: GameServer, launchId: string, stake: bigint): Promise<HandStep> {
  const table = await server.table(launchId);
  server.checkStake(table, stake);
  let hand: HandState;
  if (table.title.kind === 'blackjack') {
    const title = withLimits(table.title, table.limits);
    hand = { kind: 'blackjack', state: ruled(() => dealBlackjack(title, stake, server.rng)) };
  } else if (table.title.kind === 'video-poker') {
    const title = withLimits(table.title, table.limits);
    hand = { kind: 'video-poker', state: ruled(() => dealVideoPoker(title, stake, server.rng)) };
  } else {
    throw new StudioError('ILLEGAL_ACTION', 'This game deals no hands');
  }
  const round = await server.rounds.open(table.launch, stake, hand);
  const balance = await server.firstBet(table, round, stake);
  return finishIfDone(server, table, round, hand, { balance, pending: false });
}

/** A blackjack decision; a double or split bets its extra stake on the same round first. */
export async function actOnHand(
  server: GameServer,
  launchId: string,
  roundId: string,
  action: BlackjackAction,
): Promise<HandStep> {
  const table = tableOf(await server.table(launchId), 'blackjack');
  const { round, previous } = await claimHand<BlackjackState>(server, table, roundId, 'blackjack');
  const title: BlackjackTitle = withLimits(table.title, table.limits);
  const next = ruled(() => actBlackjack(title, previous, action, server.rng));
  return advance(server, table, round, previous.totalStake, { kind: 'blackjack', state: next });
}

/** The video poker draw: held cards stay, the others are replaced, the hand pays and closes. */
export async function drawHand(
  server: GameServer,
  launchId: string,
  roundId: string,
  holds: boolean[],
): Promise<HandStep> {
  const table = tableOf(await server.table(launchId), 'video-poker');
  const { round, previous } = await claimHand<VideoPokerState>(server, table, roundId, 'video-poker');
  const title: VideoPokerTitle = withLimits(table.title, table.limits);
  const next = ruled(() => drawVideoPoker(title, previous, holds, server.rng));
  return advance(server, table, round, previous.totalStake, { kind: 'video-poker', state: next });
}

async function claimHand<S>(
  server: GameServer,
  table: Table,
  roundId: string,
  kind: HandState['kind'],
): Promise<{ round: RoundRow; previous: S }> {
  const round = await server.rounds.get(roundId);
  if (!round || round.launch_id !== table.launch.id)
    throw new StudioError('ROUND_NOT_FOUND', 'No such hand in this game');
  if (round.status !== 'open') throw new StudioError('ROUND_FINISHED', 'This hand is over');
  const stored = server.rounds.stateOf<HandState>(round);
  if (stored.kind !== kind) throw new StudioError('ROUND_NOT_FOUND', 'No such hand in this game');
  const claimed = await server.rounds.claim(round);
  return { round: claimed, previous: stored.state as S };
}

async function advance(
  server: GameServer,
  table: Table,
  round: RoundRow,
  stakeBefore: bigint,
  hand: HandState,
): Promise<HandStep> {
  const extra = hand.state.totalStake - stakeBefore;
  let balance: bigint | null = null;
  if (extra > 0n) balance = await table.purse.bet(round, extra);
  const stored = await server.rounds.update(round.id, { state: hand, totalStake: hand.state.totalStake });
  return finishIfDone(server, table, stored, hand, { balance, pending: false });
}

async function finishIfDone(
  server: GameServer,
  table: Table,
  round: RoundRow,
  hand: HandState,
  settled: Settled,
): Promise<HandStep> {
  if (!hand.state.finished) return { round, hand, settled };
  const stored = await server.rounds.update(round.id, { win: hand.state.win });
  return { round: stored, hand, settled: await server.close(table, stored, hand.state.win) };
}
