/**
 * Turning fair probabilities into a bookmaker's prices: a margin spread over the outcomes in
 * proportion to their probability, odds on a 0.01 ladder rounded down, and outcomes too
 * unlikely to price left inactive.
 */

export const MARGIN = 0.06;
const MIN_ODDS = 1010;
const MAX_ODDS = 500_000;

export interface PricedOutcome {
  id: string;
  name: string;
  odds: number;
  active: boolean;
}

export function price(outcomes: { id: string; name: string; p: number }[], margin = MARGIN): PricedOutcome[] {
  const total = outcomes.reduce((sum, o) => sum + o.p, 0) || 1;
  return outcomes.map((o) => {
    const p = o.p / total;
    if (p < 0.002) return { id: o.id, name: o.name, odds: MAX_ODDS, active: false };
    const odds = Math.floor(1000 / (p * (1 + margin)) / 10) * 10;
    return { id: o.id, name: o.name, odds: Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds)), active: true };
  });
}

export function poissonPmf(mean: number, max: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k += 1) {
    pmf.push(p);
    p = (p * mean) / (k + 1);
  }
  return pmf;
}

/** The standard normal CDF (Abramowitz-Stegun 7.1.26), precise enough for prices. */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Half-point lines as specifier text: 2.5 → "2.5", -1.5 → "-1.5", 1.5 as a handicap → "+1.5". */
export const lineText = (value: number, signed = false) => (signed && value > 0 ? `+${value}` : String(value));
