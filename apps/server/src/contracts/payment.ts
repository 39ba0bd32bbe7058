import { z } from 'zod';

/**
 * The contract between the platform and a payment provider (DESIGN §1): the provider's
 * HTTP API the platform calls, and the signed webhooks the provider sends back. The
 * sandbox provider speaks exactly this; a real provider gets an adapter that does.
 */

export const PAYMENT_CHANNELS = ['card', 'crypto', 'pix', 'upi', 'ewallet', 'bank', 'cash'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/**
 * POST {providerApi}/payments — the platform asks for a deposit or a payout. Header `x-api-key`.
 * Idempotent by merchantReference: the same request again answers 200 with the payment the
 * first one made (a create cut off by a crash or a timeout is simply sent again); another
 * request under a used reference answers 409. Any other 4xx means nothing was created.
 */
export const createPaymentRequest = z.object({
  /** The platform's invoice id, stored before this call: the provider echoes it in every webhook. */
  merchantReference: z.string().min(1).max(100),
  direction: z.enum(['deposit', 'payout']),
  channel: z.enum(PAYMENT_CHANNELS),
  /** Minor units, as a decimal string (bigint-safe). */
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  /** The payer detail fields of the method (SPEC §3): playerName, phone, identify_doc_number, wallet_id … */
  payer: z.record(z.string(), z.string().max(200)),
  /** Where the hosted page sends the player back. */
  returnUrl: z.url(),
  /** Where the provider posts signed status webhooks. */
  webhookUrl: z.url(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;

/** What the player must do next: open a hosted page, pay to an address/QR, or nothing (manual/payout). */
export const nextAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.url() }),
  z.object({
    type: z.literal('qr'),
    /** The text the QR code encodes (a crypto URI, a PIX copy-and-paste code, a UPI link). */
    qr: z.string(),
    address: z.string().optional(),
    network: z.string().optional(),
    confirmationsRequired: z.number().int().optional(),
  }),
  z.object({ type: z.literal('none') }),
]);
export type NextAction = z.infer<typeof nextAction>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const createPaymentResponse = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  next: nextAction,
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

/**
 * GET {providerApi}/payments/by-reference/{merchantReference} — what the provider knows of
 * the payment made for a reference (404 when none was): how the platform settles an invoice
 * whose webhook never came, or whose create call never answered.
 */
export const providerPayment = z.object({
  id: z.string(),
  merchantReference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  direction: z.enum(['deposit', 'payout']),
  channel: z.enum(PAYMENT_CHANNELS),
  amount: z.string(),
  currency: z.string(),
  confirmations: z.number().int(),
  confirmationsRequired: z.number().int().nullable(),
});
export type ProviderPayment = z.infer<typeof providerPayment>;

/** The body of every webhook: the payment reached a final status. */
export const webhookEvent = z.object({
  /** Unique per event: a redelivery carries the same id. */
  eventId: z.string().min(1).max(100),
  paymentId: z.string(),
  merchantReference: z.string(),
  direction: z.enum(['deposit', 'payout']),
  status: z.enum(['succeeded', 'failed']),
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string(),
  occurredAt: z.string(),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

/**
 * Webhooks carry `x-psp-signature` = `sign(webhookSecret, rawBody)` from `contracts/signature.ts`
 * (HMAC-SHA256 over `timestamp.rawBody`, refused outside its replay window).
 */
export const PAYMENT_SIGNATURE_HEADER = 'x-psp-signature';
