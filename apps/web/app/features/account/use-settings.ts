import { useQuery } from '@tanstack/react-query';
import type { FieldRules } from '@casino/shared/validation';
import { api } from '../session/api-client';

export interface CurrencyOption {
  code: string;
  name: string;
  symbol: string;
  type: 'fiat' | 'crypto';
  subunitToUnit: number;
  /** Units of the base currency for one unit of this one, an exact decimal string (§3 rate.rate). */
  rate: { rate: string };
  isEnabled: boolean;
  isBase: boolean;
}

export interface CountryOption {
  code: string;
  name: string;
  phonePrefix: string;
}

export function useCurrencies() {
  return useQuery({
    queryKey: ['settings', 'currencies'],
    queryFn: async () => (await api<{ data: CurrencyOption[] }>('/api/settings/currencies')).data,
  });
}

export function useCountries(locale: string) {
  return useQuery({
    queryKey: ['settings', 'countries', locale],
    queryFn: async () =>
      (await api<{ data: CountryOption[] }>(`/api/settings/countries?locale=${encodeURIComponent(locale)}`)).data,
  });
}

interface FieldDescription {
  name: string;
  isRequired: boolean;
  rules: FieldRules[string];
}

/** The rules the server enforces for a scenario (§5), keyed by group then field. */
export function useFieldRules(scenario: 'registration' | 'profile') {
  return useQuery({
    queryKey: ['player', 'fields', scenario],
    queryFn: async () => {
      const { data } = await api<{ data: Record<string, FieldDescription[]> }>(
        `/api/player/fields/validations?scenario=${scenario}`,
      );
      return Object.fromEntries(
        Object.entries(data).map(([group, fields]) => [
          group,
          Object.fromEntries(fields.map((f) => [f.name, f.rules])) as FieldRules,
        ]),
      );
    },
    staleTime: Infinity,
  });
}
