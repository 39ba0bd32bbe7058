import { localeInfo } from '@casino/shared/locales';
import type { IntlMessageFormat } from 'intl-messageformat';
import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageFormat, type MessageValues } from './message-format';
import type { Messages } from './messages';

/** Values of a rich message: plain values, and a function per tag (`<terms>…</terms>`) that wraps its text. */
export type RichValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

export interface I18n {
  locale: string;
  t(key: string, values?: MessageValues): string;
  /** A message with tags rendered as elements, e.g. links inside a sentence. */
  rich(key: string, values: RichValues): ReactNode;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Readonly<Messages>;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(() => {
    const intlLocale = localeInfo(locale).intl;
    const cache = new Map<string, IntlMessageFormat>();
    // Most messages are their own text (`message-format.ts`): only the others get a format.
    const formatOf = (key: string, message: MessageFormatElement[]) => {
      let format = cache.get(key);
      if (!format) {
        format = messageFormat(message, intlLocale);
        cache.set(key, format);
      }
      return format;
    };
    return {
      locale,
      t(key, values) {
        const message = messages[key];
        if (message === undefined) return key;
        return typeof message === 'string' ? message : String(formatOf(key, message).format(values));
      },
      rich(key, values) {
        const message = messages[key];
        if (message === undefined) return key;
        if (typeof message === 'string') return message;
        const format = formatOf(key, message);
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
