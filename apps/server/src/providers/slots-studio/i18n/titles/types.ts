import type { SymbolId } from '../../engine/titles/define.js';

/**
 * One title's words in one language: the description the rules screen leads with and the names
 * of its themed symbols (card ranks keep their letters). Game names are brands and stay as they are.
 */
export type TitleText = { description: string; symbols?: Partial<Record<SymbolId, string>> };

/** Every title's words in one language, by title id (`catalog.test.ts` checks none is missing). */
export type TitleTexts = Record<string, TitleText>;
