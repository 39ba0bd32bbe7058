import { z } from 'zod';

/** An invoice as the API shows it (SPEC §3 Invoice). */
export const invoice = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  methodId: z.string(),
  methodLabel: z.string(),
  amount: z.number(),
  currency: z.string(),
  number: z.number().nullable(),
  publicData: z.object({
    redirectUrl: z.string().optional(),
    qr: z.string().optional(),
    address: z.string().optional(),
    network: z.string().optional(),
    confirmationsRequired: z.number().optional(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** More than any method asks for (SPEC §3 has eleven payer fields), far less than a body full of keys. */
export const MAX_PAYER_FIELDS = 16;

/** The payer details of a payment request: a few short named values, stored with the invoice. */
export const payerSchema = z
  .record(z.string().min(1).max(40), z.string().max(200))
  .refine((payer) => Object.keys(payer).length <= MAX_PAYER_FIELDS, {
    message: `At most ${MAX_PAYER_FIELDS} payer fields`,
  });
