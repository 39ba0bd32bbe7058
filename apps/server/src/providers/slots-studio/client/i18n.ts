import type { MessageKey, Messages } from '../i18n/messages.js';

/** The launch's locale as the page's HTML carries it (page.ts): its Intl tag and its words. */
export type BootLocale = { code: string; intl: string; dir: 'ltr' | 'rtl'; messages: Messages };

let messages: Partial<Messages> = {};
let intl = 'en-GB';

export function useLocale(locale: BootLocale | undefined): void {
  if (!locale) return;
  messages = locale.messages;
  intl = locale.intl;
}

/** The BCP 47 tag numbers and amounts are formatted with. */
export const intlTag = (): string => intl;

/** A number in the locale's digits and separators, e.g. an RTP of 96.5 as "96,50" with `fractionDigits` 2. */
export const formatNumber = (value: number, fractionDigits = 0): string =>
  value.toLocaleString(intl, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

export const isMessageKey = (key: string): key is MessageKey => key in messages;

/** The words for `key` with each `{name}` filled from `values`. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = messages[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
