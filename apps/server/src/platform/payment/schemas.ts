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
