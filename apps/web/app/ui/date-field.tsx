import { localeInfo } from '@casino/shared/locales';
import { useId, type InputHTMLAttributes } from 'react';
import { useI18n } from '../i18n/i18n';
import { dateTimeFormat } from '@casino/shared/intl-formats';

/** `YYYY-MM-DD` as the page's locale writes a date (31.12.2026, 31/12/2026, 12/31/2026 …). */
export function formatIsoDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return '';
  return dateTimeFormat(localeInfo(locale).intl, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * A date input that shows its value in the page's locale rather than the browser's
 * (a native date field writes mm/dd/yyyy in an American browser on a German page). The
 * native field stays underneath for its calendar and keyboard entry; while it has focus
 * its own segments show.
 */
export function DateField({
  label,
  value,
  ...input
}: { label: string; value: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>) {
  const { locale } = useI18n();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="date"
          value={value}
          className="peer w-full rounded-control border border-border bg-bg px-3 py-2.5 text-sm text-transparent outline-none transition-colors focus:border-accent focus:text-text"
          {...input}
        />
        <span
          aria-hidden
          data-testid="date-field-text"
          className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm tabular-nums peer-focus:hidden"
        >
          {value ? formatIsoDate(value, locale) : ''}
        </span>
      </div>
    </div>
  );
}
