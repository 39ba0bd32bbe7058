import type { ContentRecord } from '@casino/shared/content';
import { offerOf } from './offer';

export const SLIDE_TONES = ['accent', 'gold', 'violet'] as const;
export type SlideTone = (typeof SLIDE_TONES)[number];

export interface Slide {
  id: string;
  title: string;
  text: string | null;
  image: string | null;
  cta: { label: string; to: string } | null;
  tone: SlideTone;
}

export function slideOf(record: ContentRecord): Slide {
  const { image, cta } = offerOf(record);
  const tone = SLIDE_TONES.find((t) => t === record.meta.tone) ?? 'accent';
  return { id: record.id, title: record.title ?? record.pageIdentity, text: record.description, image, cta, tone };
}
