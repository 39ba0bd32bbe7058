import { cookieIn, secureAttribute } from '../../lib/cookie';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'theme';
/** New visitors see the dark casino; light and system are a choice away. */
export const DEFAULT_THEME: Theme = 'dark';

/** The theme kept in a cookie so the server renders it without a flash (§4: light, dark or system); dark without one. */
export function themeFromCookie(cookieHeader: string | null): Theme {
  const stored = cookieIn(cookieHeader, THEME_COOKIE);
  return THEMES.find((theme) => theme === stored) ?? DEFAULT_THEME;
}

export function storeTheme(theme: Theme) {
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax${secureAttribute()}`;
  document.documentElement.dataset.theme = theme;
}
