/** Every locale of SPEC §1, as routed: the prefix is the lowercase code, none for the default. */
export const DEFAULT_LOCALE = 'en';

export interface LocaleInfo {
  code: string;
  languageCode: string;
  /** BCP 47 tag handed to Intl (§9 locale map; default en-GB). */
  intl: string;
  dir: 'ltr' | 'rtl';
}

const locale = (code: string, intl: string, dir: 'ltr' | 'rtl' = 'ltr'): LocaleInfo => ({
  code,
  languageCode: code.split('-')[0]!,
  intl,
  dir,
});

// "se" is how the operator's content names Swedish, so Intl gets sv-SE for it.
export const LOCALES: readonly LocaleInfo[] = [
  locale('ar', 'ar', 'rtl'),
  locale('az', 'az-AZ'),
  locale('bn', 'bn-BD'),
  locale('cs', 'cs-CZ'),
  locale('da', 'da-DK'),
  locale('de', 'de-DE'),
  locale('el', 'el-GR'),
  locale('en', 'en-GB'),
  locale('en-au', 'en-AU'),
  locale('en-ca', 'en-CA'),
  locale('en-nz', 'en-NZ'),
  locale('es', 'es-ES'),
  locale('es-mx', 'es-MX'),
  locale('et', 'et-EE'),
  locale('fa', 'fa-IR', 'rtl'),
  locale('fi', 'fi-FI'),
  locale('fr', 'fr-FR'),
  locale('fr-ca', 'fr-CA'),
  locale('hi', 'hi-IN'),
  locale('hy', 'hy-AM'),
  locale('id', 'id-ID'),
  locale('it', 'it-IT'),
  locale('kk', 'kk-KZ'),
  locale('lt', 'lt-LT'),
  locale('nl', 'nl-NL'),
  locale('no', 'nb-NO'),
  locale('pl', 'pl-PL'),
  locale('pt', 'pt-PT'),
  locale('pt-br', 'pt-BR'),
  locale('ro', 'ro-RO'),
  locale('ru', 'ru-RU'),
  locale('se', 'sv-SE'),
  locale('sk', 'sk-SK'),
  locale('sl', 'sl-SI'),
  locale('sr', 'sr-RS'),
  locale('tr', 'tr-TR'),
  locale('uk', 'uk-UA'),
  locale('uz', 'uz-UZ'),
];

const byCode = new Map(LOCALES.map((l) => [l.code, l]));

export const LOCALE_CODES: readonly string[] = LOCALES.map((l) => l.code);

/** Two letters, or two letters, a hyphen and two letters (§2, §9). */
export const LOCALE_PREFIX_PATTERN = /^[a-z]{2}(-[a-z]{2})?$/;

export function isSupportedLocale(code: string | null | undefined): code is string {
  return !!code && byCode.has(code);
}

export function localeInfo(code: string): LocaleInfo {
  return byCode.get(code) ?? byCode.get(DEFAULT_LOCALE)!;
}

/** Supported locale for a free-form tag such as a browser's `de-AT` or `PT-br`, else null. */
export function normalizeLocale(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const code = tag.trim().toLowerCase().replace('_', '-');
  return isSupportedLocale(code) ? code : null;
}

export interface LocaleCandidates {
  explicit?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}

/**
 * Locale choice order of §2: explicit value, stored user-language, browser language
 * (full code, then the part before the dash), then the default.
 */
export function resolveLocale({ explicit, stored, browser = [] }: LocaleCandidates): string {
  const direct = normalizeLocale(explicit) ?? normalizeLocale(stored);
  if (direct) return direct;
  for (const tag of browser) {
    const full = normalizeLocale(tag);
    if (full) return full;
    const base = normalizeLocale(tag.split(/[-_]/)[0]);
    if (base) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language tags of an Accept-Language header, most wanted first: by quality,
 * then in the order sent; `q=0` means "not this one".
 */
export function acceptLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((p) => p.startsWith('q='));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { tag, q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Paths that never carry a locale prefix (§2). */
export const PREFIX_EXEMPT_PATHS: readonly string[] = ['/questions', '/confirm-code', '/password-reset-code'];

export function isPrefixExempt(path: string): boolean {
  return PREFIX_EXEMPT_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export interface SplitPath {
  locale: string;
  /** Path without the prefix, always starting with `/`. */
  path: string;
  hasPrefix: boolean;
}

/** Splits `/de/games` into `de` and `/games`; a path without a known prefix is the default locale's. */
export function splitLocalePath(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isSupportedLocale(first)) {
    return { locale: first, path: match?.[2] || '/', hasPrefix: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', hasPrefix: false };
}

/** The in-app path for a locale: no prefix for the default locale or for exempt pages. */
export function localizePath(path: string, locale: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE || !isSupportedLocale(locale) || isPrefixExempt(clean)) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
