import type { ContentRecord } from '@casino/shared/content';

/** A call to action in front matter. */
export interface OfferCta {
  label: string;
  to: string;
}

/** Front matter shared by promotions and bonus pages; fields that do not fit are left out. */
export interface Offer {
  badge: string | null;
  highlight: string | null;
  image: string | null;
  cta: OfferCta | null;
  validUntil: unknown;
  step: number | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

// Checked by hand rather than with zod: offers render on the home page, whose first load
// would otherwise carry zod's 20 KB.
function ctaOf(value: unknown): OfferCta | null {
  if (typeof value !== 'object' || value === null) return null;
  const { label, to } = value as Record<string, unknown>;
  return typeof label === 'string' && label !== '' && typeof to === 'string' && to !== '' ? { label, to } : null;
}

export function offerOf(record: Pick<ContentRecord, 'meta'>): Offer {
  const { meta } = record;
  return {
    badge: text(meta.badge),
    highlight: text(meta.highlight),
    image: text(meta.image),
    cta: ctaOf(meta.cta),
    validUntil: meta.validUntil,
    step: typeof meta.step === 'number' ? meta.step : null,
  };
}
