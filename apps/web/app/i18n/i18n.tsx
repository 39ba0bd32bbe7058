import { localeInfo } from '@casino/shared/locales';
import type { IntlMessageFormat } from 'intl-messageformat';
import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { messageFormat } from './message-format';

type Values = Record<string, string | number | Date>;

/** Values of a rich message: plain values, and a function per tag (`<terms>…</terms>`) that wraps its text. */
export type RichValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

export interface I18n {
  locale: string;
  t(key: string, values?: Values): string;
  /** A message with tags rendered as elements, e.g. links inside a sentence. */
  rich(key: string, values: RichValues): ReactNode;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * Most messages have no argument, tag or quoted syntax: they are their own text, and skipping
 * a message format for them saves its construction (a locale lookup each) on every page.
 */
const isPlainText = (source: string) => !/[{}<']/.test(source);

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
    const formatOf = (key: string) => {
      const source = messages[key];
      if (source === undefined) return null;
      let format = cache.get(key);
      if (!format) {
        format = messageFormat(source, intlLocale);
        cache.set(key, format);
      }
      return format;
    };
    return {
      locale,
      t(key, values) {
        const source = messages[key];
        if (source !== undefined && isPlainText(source)) return source;
        const format = formatOf(key);
        return format ? String(format.format(values)) : key;
      },
      rich(key, values) {
        const format = formatOf(key);
        if (!format) return key;
        const parts = format.format<ReactNode>(values as never);
        return Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts;
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
