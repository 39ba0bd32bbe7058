import { localeInfo } from '@casino/shared/locales';
import { dateTimeFormat } from '@casino/shared/intl-formats';

/** A front-matter date (YYYY-MM-DD) written out in the page's locale; other values are left out. */
export function formatContentDate(value: unknown, locale: string): string | null {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(localeInfo(locale).intl, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
