/**
 * Odds as a player reads them. Prices travel as thousandths of decimal odds (1850 = 1.85);
 * the player's setting shows them decimal, fractional (UK) or American (US).
 */

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function formatOdds(milli: number, format: OddsFormat = 'decimal'): string {
  if (format === 'decimal') return (Math.floor(milli / 10) / 100).toFixed(2);
  const profit = milli - 1000;
  if (format === 'fractional') {
    const divisor = gcd(profit, 1000);
    return `${profit / divisor}/${1000 / divisor}`;
  }
  return profit >= 1000 ? `+${Math.round(profit / 10)}` : `-${Math.round(100_000 / profit)}`;
}

/** The product of the picks' odds (a combination's price), thousandths, rounded down. */
export function comboOdds(odds: number[]): number {
  return odds.reduce((total, o) => Math.floor((total * o) / 1000), 1000);
}

/** Stake (minor units) times the odds, rounded down: what a winning single or combination pays. */
export function payoutFor(stakeMinor: bigint, milli: number): bigint {
  return (stakeMinor * BigInt(milli)) / 1000n;
}
