import { describe, expect, it } from 'vitest';
import { actBlackjack, BLACKJACK_DECLARED_RTP, dealBlackjack, stakeOf, winOf } from './blackjack.js';
import { basicStrategy } from './basic-strategy.js';
import { actHilo, HILO_HOUSE_EDGE_BP, hiloMultiplier, hiloRank, startHilo } from './hilo.js';

/** Fresh uniform floats for every index, 4 random bytes each as the seeds' HMAC stream gives them. */
const randomFloats = () => {
  const words = crypto.getRandomValues(new Uint32Array(24));
  const floats: number[] = [];
  return (index: number) =>
    (floats[index] ??= (words[index] ?? crypto.getRandomValues(new Uint32Array(1))[0]!) / 2 ** 32);
};

// 1,000,000 rounds of each: `npm run bench:originals-live`.
describe('return to player of the card games', () => {
  it('HiLo returns 99 % over 100,000 rounds of up to three calls, within 4 σ', () => {
    const rounds = 100_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const floats = randomFloats();
      let state = startHilo(floats);
      const calls = 1 + (i % 3);
      for (let c = 0; c < calls && state.status === 'playing'; c++) {
        const rank = hiloRank(state.cards[state.cards.length - 1]!.card);
        state = actHilo(state, rank <= 7 ? 'higher' : 'lower', floats);
      }
      const x = hiloMultiplier(state) / 10_000;
      sum += x;
      squares += x * x;
    }
    const mean = sum / rounds;
    const se = Math.sqrt((squares / rounds - mean * mean) / rounds);
    // Two and three calls return 0.99² and 0.99³; a third of the rounds each.
    const declared = (0.99 + 0.99 ** 2 + 0.99 ** 3) / 3;
    expect(HILO_HOUSE_EDGE_BP).toBe(100);
    expect(Math.abs(mean - declared)).toBeLessThan(4 * se);
  });

  it('Blackjack with basic strategy returns its declared 99.4 % over 100,000 hands, within 4 σ', () => {
    const hands = 100_000;
    const stake = 1_000_000n;
    let staked = 0;
    let won = 0;
    let squares = 0;
    for (let i = 0; i < hands; i++) {
      const floats = randomFloats();
      let state = dealBlackjack(floats);
      while (state.phase !== 'finished') state = actBlackjack(state, basicStrategy(state), floats);
      const net = Number(winOf(stake, state) - stakeOf(stake, state)) / Number(stake);
      staked += 1;
      won += net;
      squares += net * net;
    }
    const edge = won / staked;
    const se = Math.sqrt((squares / hands - edge * edge) / hands);
    // RTP per initial stake, as blackjack edges are quoted.
    expect(Math.abs(1 + edge - BLACKJACK_DECLARED_RTP)).toBeLessThan(4 * se);
  });
});
