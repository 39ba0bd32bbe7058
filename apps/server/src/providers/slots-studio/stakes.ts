/**
 * A title's limits are set in minor units of a 2-decimal currency (cents). A player's currency
 * may have other minor units (subunitToUnit 1 for a currency without cents, 10^8 for a coin):
 * the limits keep their face value in units, rounded inwards to the title's bet step so every
 * stake the engine sees is a whole number of coins and every win stays exact.
 */
export type StakeLimits = { minBet: bigint; maxBet: bigint; betStep: bigint };

const ceilTo = (value: bigint, step: bigint) => ((value + step - 1n) / step) * step;
const floorTo = (value: bigint, step: bigint) => (value / step) * step;

export function limitsFor(title: StakeLimits, subunitToUnit: number): StakeLimits {
  const scale = BigInt(subunitToUnit);
  const minBet = ceilTo((title.minBet * scale + 99n) / 100n, title.betStep);
  const maxBet = floorTo((title.maxBet * scale) / 100n, title.betStep);
  return { minBet, maxBet: maxBet < minBet ? minBet : maxBet, betStep: title.betStep };
}

/**
 * The bet selector's levels: 1-2-5 steps of the currency's units between the limits, each a
 * multiple of the bet step, the limits themselves included.
 */
export function betLevels(limits: StakeLimits): bigint[] {
  const levels = new Set<bigint>([limits.minBet, limits.maxBet]);
  for (let decade = 1n; decade <= limits.maxBet; decade *= 10n) {
    for (const m of [1n, 2n, 5n]) {
      const level = ceilTo(m * decade, limits.betStep);
      if (level >= limits.minBet && level <= limits.maxBet) levels.add(level);
    }
  }
  return [...levels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The level a new player starts on: about a hundredth of the play money, never above the limits. */
export function defaultLevel(levels: bigint[], balance: bigint | null): bigint {
  if (balance === null) return levels[0]!;
  const target = balance / 100n;
  let chosen = levels[0]!;
  for (const level of levels) if (level <= target) chosen = level;
  return chosen;
}
