import { roundLimits } from '@casino/shared/amount-limits';
import { convertMinor, type RatedCurrency } from '@casino/shared/money';
import type { PayerField, PaymentMethodView } from '@casino/shared/payment';
import type { FieldRules, Rule } from '@casino/shared/validation';
import type { PaymentChannel } from '../../contracts/payment.js';

/** Crypto addresses a payout may go to, per currency's network (§3 wallet_id). */
export const CRYPTO_ADDRESS: Record<string, string> = {
  BTC: '^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
  ETH: '^0x[0-9a-fA-F]{40}$',
  USDT: '^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$',
  LTC: '^(ltc1[a-z0-9]{25,59}|[LM3][a-km-zA-HJ-NP-Z1-9]{26,33})$',
  TRX: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
};

const FIAT = ['USD', 'EUR', 'BRL', 'INR', 'TRY', 'RUB', 'UAH', 'KZT', 'AZN', 'UZS'];
const CRYPTO = Object.keys(CRYPTO_ADDRESS);

interface MethodDefinition {
  variant: string;
  direction: 'deposit' | 'withdrawal';
  label: string;
  channel: PaymentChannel;
  isManual?: boolean;
  currencies: string[];
  /** Countries it is offered in; absent means everywhere. */
  countries?: string[];
  /** Limits in US dollar cents, converted into each currency. */
  minUsd: bigint;
  maxUsd: bigint;
  fields: PayerField[];
}

/** The sandbox provider's methods: every flow DESIGN §1 names, in both directions. */
const METHODS: MethodDefinition[] = [
  {
    variant: 'cash-agent',
    direction: 'deposit',
    label: 'Cash agent',
    channel: 'cash',
    isManual: true,
    currencies: FIAT,
    minUsd: 500n,
    maxUsd: 200_000n,
    fields: ['playerName', 'phone'],
  },
  {
    variant: 'visa',
    direction: 'deposit',
    label: 'Visa',
    channel: 'card',
    currencies: FIAT,
    minUsd: 1_000n,
    maxUsd: 500_000n,
    fields: ['firstName', 'lastName'],
  },
  {
    variant: 'mastercard',
    direction: 'deposit',
    label: 'Mastercard',
    channel: 'card',
    currencies: FIAT,
    minUsd: 1_000n,
    maxUsd: 500_000n,
    fields: ['firstName', 'lastName'],
  },
  {
    variant: 'crypto',
    direction: 'deposit',
    label: 'Cryptocurrencies',
    channel: 'crypto',
    currencies: CRYPTO,
    minUsd: 1_000n,
    maxUsd: 10_000_000n,
    fields: [],
  },
  {
    // The fiat popup's card purchase of crypto: the card is charged the crypto amount's worth.
    variant: 'buy-crypto',
    direction: 'deposit',
    label: 'Buy with card',
    channel: 'card',
    currencies: CRYPTO,
    minUsd: 2_000n,
    maxUsd: 500_000n,
    fields: ['firstName', 'lastName'],
  },
  {
    variant: 'pix',
    direction: 'deposit',
    label: 'PIX',
    channel: 'pix',
    currencies: ['BRL'],
    countries: ['BR'],
    minUsd: 200n,
    maxUsd: 200_000n,
    fields: ['playerName', 'identify_doc_number'],
  },
  {
    variant: 'upi',
    direction: 'deposit',
    label: 'UPI',
    channel: 'upi',
    currencies: ['INR'],
    countries: ['IN'],
    minUsd: 200n,
    maxUsd: 200_000n,
    fields: ['playerName', 'phone'],
  },
  {
    variant: 'skrill',
    direction: 'deposit',
    label: 'Skrill',
    channel: 'ewallet',
    currencies: ['EUR', 'USD', 'TRY'],
    minUsd: 1_000n,
    maxUsd: 500_000n,
    fields: ['playerEmail'],
  },
  {
    variant: 'bank-transfer',
    direction: 'deposit',
    label: 'Bank transfer',
    channel: 'bank',
    currencies: ['EUR', 'USD', 'TRY'],
    minUsd: 5_000n,
    maxUsd: 5_000_000n,
    fields: ['firstName', 'lastName'],
  },
  {
    variant: 'cash-agent',
    direction: 'withdrawal',
    label: 'Cash agent',
    channel: 'cash',
    isManual: true,
    currencies: FIAT,
    minUsd: 1_000n,
    maxUsd: 200_000n,
    fields: ['playerName', 'phone', 'city'],
  },
  {
    variant: 'crypto',
    direction: 'withdrawal',
    label: 'Cryptocurrencies',
    channel: 'crypto',
    currencies: CRYPTO,
    minUsd: 2_000n,
    maxUsd: 10_000_000n,
    fields: ['wallet_id'],
  },
  {
    variant: 'pix',
    direction: 'withdrawal',
    label: 'PIX',
    channel: 'pix',
    currencies: ['BRL'],
    countries: ['BR'],
    minUsd: 500n,
    maxUsd: 200_000n,
    fields: ['playerName', 'identify_doc_number'],
  },
  {
    variant: 'upi',
    direction: 'withdrawal',
    label: 'UPI',
    channel: 'upi',
    currencies: ['INR'],
    countries: ['IN'],
    minUsd: 500n,
    maxUsd: 200_000n,
    fields: ['playerName', 'phone'],
  },
  {
    variant: 'skrill',
    direction: 'withdrawal',
    label: 'Skrill',
    channel: 'ewallet',
    currencies: ['EUR', 'USD', 'TRY'],
    minUsd: 1_000n,
    maxUsd: 500_000n,
    fields: ['playerEmail'],
  },
  {
    variant: 'bank-transfer',
    direction: 'withdrawal',
    label: 'Bank transfer',
    channel: 'bank',
    currencies: ['EUR', 'USD', 'TRY'],
    minUsd: 5_000n,
    maxUsd: 5_000_000n,
    fields: ['firstName', 'lastName', 'address', 'city', 'postalCode', 'country'],
  },
];

export const PROVIDER = 'sandbox';

/** What the player sees for the method an invoice was made with; an id no longer offered shows as itself. */
export function methodLabel(methodId: string): string {
  return METHODS.find((m) => `${PROVIDER}.${m.direction}.${m.variant}` === methodId)?.label ?? methodId;
}

function fieldRules(field: PayerField, currency: string): Rule[] {
  const rules: Rule[] = [{ rule: 'required' }];
  if (field === 'playerEmail') rules.push({ rule: 'email' });
  if (field === 'phone') rules.push({ rule: 'phone' });
  if (field === 'identify_doc_number') rules.push({ rule: 'cpf_number' });
  if (field === 'wallet_id' && CRYPTO_ADDRESS[currency]) rules.push({ rule: 'regex', param: CRYPTO_ADDRESS[currency] });
  if (field === 'country') rules.push({ rule: 'regex', param: '^[A-Z]{2}$' });
  if (!['identify_doc_number', 'wallet_id', 'country'].includes(field)) rules.push({ rule: 'max', param: 100 });
  return rules;
}

/**
 * Four round amounts (1, 2, 5 × a power of ten, in minor units) from the first one at or
 * above the minimum, inside the maximum: converted limits are odd figures, presets are not.
 */
export function presets(min: bigint, max: bigint): number[] {
  const found: bigint[] = [];
  for (let power = 1n; found.length < 4 && power <= max; power *= 10n) {
    for (const step of [1n, 2n, 5n]) {
      const amount = step * power;
      if (amount >= min && amount <= max && found.length < 4) found.push(amount);
    }
  }
  return found.map(Number);
}

export interface ResolvedMethod extends PaymentMethodView {
  provider: string;
  direction: 'deposit' | 'withdrawal';
}

/**
 * The methods for a direction in one currency and country (no country: all), manual
 * agents first (§9), with limits converted from US dollars into the currency and rounded.
 */
export function paymentMethods(
  direction: 'deposit' | 'withdrawal',
  currency: RatedCurrency,
  usd: RatedCurrency,
  country: string | null,
): ResolvedMethod[] {
  return METHODS.filter((m) => m.direction === direction && m.currencies.includes(currency.code))
    .filter((m) => !m.countries || !country || m.countries.includes(country))
    .sort((a, b) => Number(Boolean(b.isManual)) - Number(Boolean(a.isManual)))
    .map((m) => {
      // Shown and enforced alike: round figures of the currency, never outside the converted range.
      const { min, max } = roundLimits(
        convertMinor(m.minUsd, usd, currency) || 1n,
        convertMinor(m.maxUsd, usd, currency),
      );
      const rules: FieldRules = Object.fromEntries(m.fields.map((f) => [f, fieldRules(f, currency.code)]));
      return {
        id: `${PROVIDER}.${direction}.${m.variant}`,
        provider: PROVIDER,
        direction,
        label: m.label,
        channel: m.channel,
        isManual: Boolean(m.isManual),
        currency: currency.code,
        minAmount: Number(min),
        maxAmount: Number(max),
        presets: presets(min, max),
        fields: m.fields,
        rules,
      };
    });
}
