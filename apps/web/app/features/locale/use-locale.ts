import { localeInfo, localizePath } from '@casino/shared/locales';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/i18n';

export function useLocale() {
  const { locale } = useI18n();
  return { locale, info: localeInfo(locale) };
}

/** Turns an app path into the current locale's path (§2: no prefix for the default). */
export function useLocalizePath() {
  const { locale } = useI18n();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
