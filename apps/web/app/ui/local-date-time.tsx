import { formatDate, formatDateTime } from '@casino/shared/format';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';

/**
 * A date in the visitor's own time zone. The server does not know it, so the first
 * render (server and hydration alike) uses UTC and the browser then switches.
 */
export function LocalDateTime({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const { locale } = useI18n();
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  const date = new Date(iso);
  return (
    <time dateTime={iso}>{withTime ? formatDateTime(date, locale, timeZone) : formatDate(date, locale, timeZone)}</time>
  );
}
