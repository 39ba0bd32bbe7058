import { DEFAULT_LOCALE, LOCALES, isPrefixExempt, localizePath, splitLocalePath } from '@casino/shared/locales';

/** hreflang wants ISO regions in upper case; "se" is Swedish on this site. */
export function hreflangOf(code: string): string {
  if (code === 'se') return 'sv';
  const [language, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language!;
}

/** Alternate-language links for the page, plus the canonical link of its default-locale address (§2). */
export function AlternateLinks({ origin, pathname }: { origin: string; pathname: string }) {
  const { path } = splitLocalePath(pathname);
  const canonical = `${origin}${localizePath(path, DEFAULT_LOCALE)}`;
  return (
    <>
      <link rel="canonical" href={canonical} />
      {!isPrefixExempt(path) &&
        LOCALES.map((l) => (
          <link
            key={l.code}
            rel="alternate"
            hrefLang={hreflangOf(l.code)}
            href={`${origin}${localizePath(path, l.code)}`}
          />
        ))}
      <link rel="alternate" hrefLang="x-default" href={canonical} />
    </>
  );
}
