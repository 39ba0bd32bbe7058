/**
 * Intl formatters, made once per locale and options. Building one costs far more than using
 * it (a locale lookup each time), and a page formats hundreds of dates, amounts and
 * percentages while it renders and hydrates. The variety is small — the locales times the
 * few option sets the code uses — so the caches are never emptied.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

function cached<F, O>(cache: Map<string, F>, make: (locales: string | string[], options: O) => F) {
  return (locales: string | string[], options: O): F => {
    const key = `${String(locales)}|${options === undefined ? '' : JSON.stringify(options)}`;
    let format = cache.get(key);
    if (!format) {
      format = make(locales, options);
      cache.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(numberFormats, (locales, options: Intl.NumberFormatOptions | undefined) => {
  return new Intl.NumberFormat(locales, options);
});

export const dateTimeFormat = cached(dateTimeFormats, (locales, options: Intl.DateTimeFormatOptions | undefined) => {
  return new Intl.DateTimeFormat(locales, options);
});

/** Throws for a locale tag Intl rejects, like the constructor. */
export const displayNamesOf = cached(displayNames, (locales, options: Intl.DisplayNamesOptions) => {
  return new Intl.DisplayNames(locales, options);
});
