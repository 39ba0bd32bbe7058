import { cardFromFloat, outcomeFloats, type Card, type SeedPair } from '../provably-fair.js';
import { crashPoint } from './crash.js';

/** The originals with a state of their own that the verifier still recomputes from the seeds alone. */
export const LIVE_VERIFIABLE_GAMES = ['crash', 'hilo', 'blackjack'] as const;
export type LiveVerifiableGame = (typeof LIVE_VERIFIABLE_GAMES)[number];

/** Cards the verifier shows of a HiLo or Blackjack bet: more than any round of them deals. */
export const VERIFIED_CARDS = 16;

export const isLiveVerifiable = (game: string): game is LiveVerifiableGame =>
  (LIVE_VERIFIABLE_GAMES as readonly string[]).includes(game);

export type LiveOutcome = { cards: Card[] } | { crashPoint: number };

/**
 * HiLo and Blackjack: card k of the bet is float k whatever the player chose, so the first cards
 * of the seeds are the cards of the round (Blackjack deals player, dealer, player, hole, then
 * every card drawn in turn). Crash: the server seed is the round's game hash and the client seed
 * the chain's salt; the crash point follows from them alone.
 */
export function verifyLive(game: LiveVerifiableGame, seeds: SeedPair): { floats: number[]; outcome: LiveOutcome } {
  if (game === 'crash') return { floats: [], outcome: { crashPoint: crashPoint(seeds.serverSeed, seeds.clientSeed) } };
  const floats = outcomeFloats(seeds, VERIFIED_CARDS);
  return { floats, outcome: { cards: floats.map(cardFromFloat) } };
}

const SUIT_SYMBOLS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

/** A card as players write it: "10♥", "A♠". */
export const cardLabel = (card: Card): string => `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
