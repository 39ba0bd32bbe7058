import type { GameTitle } from './engine/types.js';
import type { StakeLimits } from './stakes.js';

/** A table title's public rules for the info screen and the table's own limits, in the player's currency. */
export function tableRules(
  title: GameTitle,
  subunitToUnit: number,
  limits: StakeLimits,
): Record<string, unknown> | undefined {
  switch (title.kind) {
    case 'roulette': {
      const scaled = (title.maxStraight * BigInt(subunitToUnit)) / 100n;
      const maxStraight = (scaled / limits.betStep) * limits.betStep;
      return { maxStraight: (maxStraight < limits.betStep ? limits.betStep : maxStraight).toString() };
    }
    case 'blackjack':
      return { decks: title.decks };
    case 'video-poker':
      return { paytable: title.paytable };
    default:
      return undefined;
  }
}
