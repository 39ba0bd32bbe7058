import type { INVOICE_STATUS } from './statuses.js';
import type { FieldRules } from './validation.js';

/** The payer detail fields a method may ask for (SPEC §3), plus the crypto address (§5 wallet_id). */
export const PAYER_FIELDS = [
  'playerName',
  'firstName',
  'lastName',
  'phone',
  'city',
  'postalCode',
  'address',
  'country',
  'playerEmail',
  'identify_doc_number',
  'wallet_id',
] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];

/** A deposit or withdrawal method as the wallet popup shows it (SPEC §3 Payment method). */
export interface PaymentMethodView {
  /** `provider.deposit.variant` or `provider.withdrawal.variant`. */
  id: string;
  label: string;
  channel: 'card' | 'crypto' | 'pix' | 'upi' | 'ewallet' | 'bank' | 'cash';
  /** Manual-agent methods are approved by an operator and sort first (§9). */
  isManual: boolean;
  currency: string;
  /** Minor units of `currency`. */
  minAmount: number;
  maxAmount: number;
  /** Amount presets in minor units. */
  presets: number[];
  fields: PayerField[];
  rules: FieldRules;
}

export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

export interface InvoiceView {
  id: string;
  type: 'deposit' | 'withdrawal';
  status: InvoiceStatus;
  methodId: string;
  /** The method's display label (Visa, Cash agent …), so a history row needs no method list. */
  methodLabel: string;
  amount: number;
  currency: string;
  /** The sequence of the player's successful deposits (1 = first deposit); null otherwise. */
  number: number | null;
  /** What the player does next: a hosted page, a QR with an address, or nothing. */
  publicData: {
    redirectUrl?: string;
    qr?: string;
    address?: string;
    network?: string;
    confirmationsRequired?: number;
  };
  createdAt: string;
  updatedAt: string;
}

/** The dataLayer event of the n-th successful deposit (§9). */
export function depositEvent(number: number): 'ftd' | 'dep2' | 'dep3' | 'dep4' | 'dep5plus' {
  if (number <= 1) return 'ftd';
  if (number === 2) return 'dep2';
  if (number === 3) return 'dep3';
  if (number === 4) return 'dep4';
  return 'dep5plus';
}
