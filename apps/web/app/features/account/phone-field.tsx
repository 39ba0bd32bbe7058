import { AsYouType, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useCountries } from './use-settings';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  defaultCountry: string | null;
}

const inputClass =
  'rounded-lg border border-border bg-bg px-3 py-2.5 text-sm outline-none focus:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 aria-[invalid=true]:border-danger';

/** A country code picker and the national number, kept together as one international number. */
export function PhoneField({ label, value, onChange, onBlur, error, defaultCountry }: Props) {
  const { locale, t } = useI18n();
  const id = useId();
  const countries = useCountries(locale);
  const [country, setCountry] = useState<string>(
    defaultCountry && isSupportedCountry(defaultCountry) ? defaultCountry : 'DE',
  );
  const prefix = isSupportedCountry(country) ? `+${getCountryCallingCode(country as CountryCode)}` : '+';
  const national = value.startsWith(prefix) ? value.slice(prefix.length) : value.replace(/^\+\d*/, '');
  const formatted = new AsYouType(country as CountryCode).input(national);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* Phone numbers read left to right in every language. */}
      <div className="flex gap-2" dir="ltr">
        <select
          aria-label={t('auth.phoneCountry')}
          value={country}
          onChange={(event) => {
            const next = event.target.value;
            setCountry(next);
            onChange(`+${getCountryCallingCode(next as CountryCode)}${national.replace(/\D/g, '')}`);
          }}
          className={`${inputClass} w-28 shrink-0`}
        >
          {(countries.data ?? [{ code: country, name: country, phonePrefix: prefix }]).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} {c.phonePrefix}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={250}
          value={formatted}
          onBlur={onBlur}
          onChange={(event) => onChange(`${prefix}${event.target.value.replace(/\D/g, '')}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
