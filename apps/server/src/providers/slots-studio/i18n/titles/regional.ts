import type { TitleText, TitleTexts } from './types.js';

/**
 * A regional variant: its language's texts with the words the region says differently, the way
 * the UI catalog's variants spread their base. A symbol override replaces only that symbol.
 */
export function regional(base: TitleTexts, overrides: Record<string, Partial<TitleText>>): TitleTexts {
  const texts: TitleTexts = { ...base };
  for (const [id, override] of Object.entries(overrides)) {
    const text = base[id]!;
    texts[id] = {
      description: override.description ?? text.description,
      ...(text.symbols ? { symbols: { ...text.symbols, ...override.symbols } } : {}),
    };
  }
  return texts;
}
