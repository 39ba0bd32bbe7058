/**
 * One character past Latin-1 anywhere in a module makes V8 keep all of its source two bytes a
 * character, for as long as the process runs (it compiles functions lazily from it). Written as
 * `\uXXXX` instead, the character means the same in a string, a template, a regular expression
 * (a surrogate pair stays one code point under the `u` flag), an identifier or a comment.
 */
export const BEYOND_LATIN1 = /[\u0100-\uffff]/g;

export const escapeBeyondLatin1 = (source) =>
  source.replace(BEYOND_LATIN1, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
