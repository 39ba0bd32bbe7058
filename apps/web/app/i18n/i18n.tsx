import { localeInfo } from '@casino/shared/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

type Values = Record<string, string | number | Date>;

export interface I18n {
  locale: string;
  t(key: string, values?: Values): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(() => {
    const intlLocale = localeInfo(locale).intl;
    const cache = new Map<string, IntlMessageFormat>();
    return {
      locale,
      t(key, values) {
        const source = messages[key];
        if (source === undefined) return key;
        let format = cache.get(key);
        if (!format) {
          format = new IntlMessageFormat(source, intlLocale);
          cache.set(key, format);
        }
        return String(format.format(values));
      },
    };
  }, [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export function useT() {
  return useI18n().t;
}
