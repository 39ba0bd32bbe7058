import { DEFAULT_LOCALE } from '@casino/shared/locales';
import type { RuleName } from '@casino/shared/validation';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n';
import { api } from '../session/api-client';

type Messages = Partial<Record<RuleName, string>>;

let pageLocale = DEFAULT_LOCALE;
const byLocale = new Map<string, Promise<Messages>>();

async function fetchMessages(locale: string): Promise<Messages> {
  const { data } = await api<{ data: { meta: Record<string, unknown> }[] }>('/api/content/query', {
    method: 'POST',
    body: { kind: 'fields-settings', locale },
  });
  const messages = data.find((record) => record.meta.validationMessages)?.meta.validationMessages;
  return (messages && typeof messages === 'object' ? messages : {}) as Messages;
}

/**
 * §5: the messages forms check with, from the fields-settings content of the page's locale
 * (the default locale's as fallback). They are fetched the first time a form is checked, not
 * with every page: most visits check no form. Until they arrive, or if they cannot, the shared
 * defaults apply.
 */
export function validationMessages(): Promise<Messages> {
  const locale = pageLocale;
  let messages = byLocale.get(locale);
  if (!messages) {
    messages = fetchMessages(locale).catch(() => {
      byLocale.delete(locale);
      return {};
    });
    byLocale.set(locale, messages);
  }
  return messages;
}

/** Keeps the forms' checks in the language of the page. */
export function ValidationLocaleSync() {
  const { locale } = useI18n();
  useEffect(() => {
    pageLocale = locale;
  }, [locale]);
  return null;
}
