import { localeInfo } from '@casino/shared/locales';
import { useI18n } from '../../i18n/i18n';

/**
 * A record read from a fallback locale is marked with its own language and
 * direction, so English text on an Arabic page is spoken and laid out as English.
 */
export function useFallbackLanguage(record: { locale: string }): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const { locale } = useI18n();
  if (record.locale === locale) return {};
  return { lang: record.locale, dir: localeInfo(record.locale).dir };
}
