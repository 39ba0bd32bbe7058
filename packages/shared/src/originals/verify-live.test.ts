import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../provably-fair.js';
import { dealBlackjack } from './blackjack.js';
import { seededFloats } from './cards.js';
import { buildCrashChain, crashPoint, previousGameHash } from './crash.js';
import { actHilo, startHilo } from './hilo.js';
import { verifyBet } from './verify.js';
import { cardLabel } from './verify-live.js';

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('the verifier on Crash, HiLo and Blackjack', () => {
  it('gives a Crash round its crash point from the game hash and the salt, and checks the commitment', () => {
    const { hashes } = buildCrashChain('c'.repeat(64), 3);
    const salt = 'd'.repeat(64);
    const result = verifyBet('crash', { serverSeed: hashes[1]!, clientSeed: salt, nonce: 0 }, {}, hashes[0]);
    expect(result).toMatchObject({
      ok: true,
      outcome: { crashPoint: crashPoint(hashes[1]!, salt) },
      hashMatches: true,
    });
    // The commitment shown while a round flies is the previous round's hash: SHA-256 of this one.
    expect(serverSeedHash(hashes[1]!)).toBe(previousGameHash(hashes[1]!));
  });

  it('lists the cards of a HiLo round and of a Blackjack deal in the order they were dealt', () => {
    const floats = seededFloats(seeds);
    const hilo = actHilo(actHilo(startHilo(floats), 'skip', floats), 'skip', floats);
    const deal = dealBlackjack(floats);
    const result = verifyBet('hilo', seeds, {});
    if (!result.ok) throw new Error('not verified');
    const cards = (result.outcome as { cards: { rank: string; suit: string }[] }).cards;
    expect(cards.slice(0, 3)).toEqual(hilo.cards.map((c) => c.card));
    expect([cards[0], cards[2]]).toEqual(deal.hands[0]!.cards);
    expect([cards[1], cards[3]]).toEqual(deal.dealer);
    expect(cardLabel({ rank: '10', suit: 'hearts' })).toBe('10♥');
  });
});
