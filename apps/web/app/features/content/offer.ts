import type { ContentRecord } from '@casino/shared/content';
import { z } from 'zod';

const cta = z.object({ label: z.string().min(1), to: z.string().min(1) });

/** Front matter shared by promotions and bonus pages; fields that do not fit are left out. */
export interface Offer {
  badge: string | null;
  highlight: string | null;
  image: string | null;
  cta: z.infer<typeof cta> | null;
  validUntil: unknown;
  step: number | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function offerOf(record: Pick<ContentRecord, 'meta'>): Offer {
  const { meta } = record;
  return {
    badge: text(meta.badge),
    highlight: text(meta.highlight),
    image: text(meta.image),
    cta: cta.safeParse(meta.cta).data ?? null,
    validUntil: meta.validUntil,
    step: typeof meta.step === 'number' ? meta.step : null,
  };
}
