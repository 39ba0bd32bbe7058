/** Demo currencies seeded on first start; rates are units of USD for one unit. */
export interface CurrencySeed {
  code: string;
  type: 'fiat' | 'crypto';
  name: string;
  symbol: string;
  subunitToUnit: number;
  rate: string;
  isBase?: boolean;
  subCurrencies?: { code: string; subunitToUnit: number }[];
}

export const DEMO_CURRENCIES: readonly CurrencySeed[] = [
  { code: 'USD', type: 'fiat', name: 'US Dollar', symbol: '$', subunitToUnit: 100, rate: '1', isBase: true },
  { code: 'EUR', type: 'fiat', name: 'Euro', symbol: '€', subunitToUnit: 100, rate: '1.08' },
  { code: 'BRL', type: 'fiat', name: 'Brazilian Real', symbol: 'R$', subunitToUnit: 100, rate: '0.18' },
  { code: 'INR', type: 'fiat', name: 'Indian Rupee', symbol: '₹', subunitToUnit: 100, rate: '0.012' },
  { code: 'TRY', type: 'fiat', name: 'Turkish Lira', symbol: '₺', subunitToUnit: 100, rate: '0.029' },
  { code: 'RUB', type: 'fiat', name: 'Russian Ruble', symbol: '₽', subunitToUnit: 100, rate: '0.011' },
  { code: 'UAH', type: 'fiat', name: 'Ukrainian Hryvnia', symbol: '₴', subunitToUnit: 100, rate: '0.024' },
  { code: 'KZT', type: 'fiat', name: 'Kazakhstani Tenge', symbol: '₸', subunitToUnit: 100, rate: '0.002' },
  { code: 'AZN', type: 'fiat', name: 'Azerbaijani Manat', symbol: '₼', subunitToUnit: 100, rate: '0.588' },
  { code: 'UZS', type: 'fiat', name: 'Uzbekistani Som', symbol: 'soʻm', subunitToUnit: 100, rate: '0.000079' },
  {
    code: 'BTC',
    type: 'crypto',
    name: 'Bitcoin',
    symbol: '₿',
    subunitToUnit: 100_000_000,
    rate: '97000',
    subCurrencies: [{ code: 'mBTC', subunitToUnit: 100_000 }],
  },
  {
    code: 'ETH',
    type: 'crypto',
    name: 'Ethereum',
    symbol: 'Ξ',
    subunitToUnit: 100_000_000,
    rate: '3400',
    subCurrencies: [{ code: 'mETH', subunitToUnit: 100_000 }],
  },
  { code: 'USDT', type: 'crypto', name: 'Tether', symbol: '₮', subunitToUnit: 1_000_000, rate: '1' },
  { code: 'LTC', type: 'crypto', name: 'Litecoin', symbol: 'Ł', subunitToUnit: 100_000_000, rate: '95' },
  { code: 'TRX', type: 'crypto', name: 'TRON', symbol: 'TRX', subunitToUnit: 1_000_000, rate: '0.24' },
];
