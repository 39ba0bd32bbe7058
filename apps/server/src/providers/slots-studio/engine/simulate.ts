import { actBlackjack, dealBlackjack } from './blackjack.js';
import { playRoulette, type RouletteBet } from './roulette.js';
import type { Rng } from './rng.js';
import { compileSlot } from './compile.js';
import { roundCoins } from './slots.js';
import { basicStrategy, jacksOrBetterHolds } from './strategies.js';
import { dealVideoPoker, drawVideoPoker } from './video-poker.js';
import type { GameTitle } from './types.js';

/**
 * Sums of many played rounds, in units of the round's first stake: r = returned, u = staked
 * (1 unless a blackjack hand doubled or split). RTP = Σr / Σu; its standard error comes from
 * the same sums (ratio estimator).
 */
export type Simulation = {
  rounds: number;
  returned: number;
  staked: number;
  returnedSquares: number;
  stakedSquares: number;
  cross: number;
  /** Rounds that returned anything, and the largest return of one round. */
  hits: number;
  maxWin: number;
};

/** Roulette rounds rotate through one bet of every type, so every payout is exercised. */
const ROULETTE_BETS: Omit<RouletteBet, 'amount'>[] = [
  { type: 'straight', numbers: [17] },
  { type: 'split', numbers: [0, 2] },
  { type: 'street', numbers: [7, 8, 9] },
  { type: 'trio', numbers: [0, 1, 2] },
  { type: 'corner', numbers: [25, 26, 28, 29] },
  { type: 'first-four', numbers: [0, 1, 2, 3] },
  { type: 'line', numbers: [31, 32, 33, 34, 35, 36] },
  { type: 'dozen', index: 2 },
  { type: 'column', index: 3 },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'even' },
  { type: 'low' },
  { type: 'high' },
];

export function simulate(title: GameTitle, rounds: number, rng: Rng): Simulation {
  const sim: Simulation = {
    rounds,
    returned: 0,
    staked: 0,
    returnedSquares: 0,
    stakedSquares: 0,
    cross: 0,
    hits: 0,
    maxWin: 0,
  };
  const add = (returned: number, staked: number) => {
    sim.returned += returned;
    sim.staked += staked;
    sim.returnedSquares += returned * returned;
    sim.stakedSquares += staked * staked;
    sim.cross += returned * staked;
    if (returned > 0) sim.hits++;
    if (returned > sim.maxWin) sim.maxWin = returned;
  };
  switch (title.kind) {
    case 'slot': {
      const c = compileSlot(title);
      for (let i = 0; i < rounds; i++) add(roundCoins(c, rng) / title.coins, 1);
      break;
    }
    case 'roulette':
      for (let i = 0; i < rounds; i++) {
        const bet = { ...ROULETTE_BETS[i % ROULETTE_BETS.length]!, amount: title.minBet };
        add(Number(playRoulette(title, [bet], rng).win) / Number(title.minBet), 1);
      }
      break;
    case 'blackjack':
      for (let i = 0; i < rounds; i++) {
        let state = dealBlackjack(title, title.minBet, rng);
        while (!state.finished) state = actBlackjack(title, state, basicStrategy(state), rng);
        add(Number(state.win) / Number(title.minBet), Number(state.totalStake) / Number(title.minBet));
      }
      break;
    case 'video-poker':
      for (let i = 0; i < rounds; i++) {
        const dealt = dealVideoPoker(title, title.minBet, rng);
        const drawn = drawVideoPoker(title, dealt, jacksOrBetterHolds(dealt.cards), rng);
        add(Number(drawn.win) / Number(title.minBet), 1);
      }
      break;
  }
  return sim;
}

/** Measured RTP in percent and its standard error (delta method for the ratio Σr / Σu). */
export function measuredRtp(sim: Simulation): { rtp: number; standardError: number; deviation: number } {
  const n = sim.rounds;
  const ratio = sim.returned / sim.staked;
  const meanStake = sim.staked / n;
  // Variance of r − ratio·u per round.
  const residual =
    (sim.returnedSquares - 2 * ratio * sim.cross + ratio * ratio * sim.stakedSquares) / n -
    ((sim.returned - ratio * sim.staked) / n) ** 2;
  const deviation = Math.sqrt(Math.max(residual, 0)) / meanStake;
  return { rtp: ratio * 100, standardError: (deviation / Math.sqrt(n)) * 100, deviation };
}
