import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's estimate of how hard a password is to guess, 0 (a top-1000 password) to
 * 4 (beyond 10^10 guesses), against the common-password dictionary and keyboard
 * patterns shipped in the package, with the player's own e-mail, phone and names
 * counted as known words. This module carries the dictionary (about a megabyte):
 * the web loads it only when a password is checked.
 */
let estimator: ZxcvbnFactory | undefined;

export function passwordScore(password: string, userInputs: string[] = []): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // An e-mail counts whole, by its local part and by the words in it, which people reuse in their passwords.
  const inputs = userInputs.flatMap((input) => [
    input,
    input.split('@')[0]!,
    ...input.split(/[@.+_\-\s]/).filter((part) => part.length >= 3),
  ]);
  return estimator.check(password, inputs).score;
}
