/** The currency signs of the markets we serve: written before or after the amount. */
const CURRENCIES = '€£$¥₽₴₸₺₼₹';
const NUMBER_THEN_SIGN = new RegExp(`(\\d) (?=[%‰${CURRENCIES}])`, 'g');
const SIGN_THEN_NUMBER = new RegExp(`([${CURRENCIES}]) (?=\\d)`, 'g');

/**
 * A number and the sign beside it never part at a line's end: "dann 75 %" and "€ 10" keep a
 * no-break space where the author typed a plain one (a slide's "75 %" broke before the %).
 */
export function keepNumbersWithSigns(text: string): string {
  return text.replace(NUMBER_THEN_SIGN, '$1\u00a0').replace(SIGN_THEN_NUMBER, '$1\u00a0');
}

/** The same rule through a document's values: its strings, and those in its lists and mappings. */
export function keepNumbersWithSignsIn<T>(value: T): T {
  if (typeof value === 'string') return keepNumbersWithSigns(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => keepNumbersWithSignsIn(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, keepNumbersWithSignsIn(item)]),
    ) as T;
  }
  return value;
}
