import type { Rng } from './rng.js';

/**
 * An Rng that plays back chosen draws, for tests that need one exact screen or deal:
 * int(n) returns the next value (which must be below n), float the next value too.
 */
export function scriptedRng(values: number[]): Rng {
  let index = 0;
  const next = () => {
    if (index >= values.length) throw new Error('the script ran out of draws');
    return values[index++]!;
  };
  return {
    float: next,
    int: (n) => {
      const value = next();
      if (!Number.isInteger(value) || value < 0 || value >= n) throw new Error(`scripted ${value} is not below ${n}`);
      return value;
    },
  };
}
