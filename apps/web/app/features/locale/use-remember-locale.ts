import { isPrefixExempt, splitLocalePath } from '@casino/shared/locales';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberPageLocale } from './locale-paths';

/** Keeps the locale cookie on the locale of the last page with a locale, for the exempt pages. */
export function useRememberLocale() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { locale, path } = splitLocalePath(pathname);
    if (!isPrefixExempt(path)) rememberPageLocale(locale);
  }, [pathname]);
}
