import type { ContentRecord } from '@casino/shared/content';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../locale/localized-link';
import { ContentBody } from './content-body';
import { useFallbackLanguage } from './fallback-language';
import { ctaClass } from './offer-card';
import { offerOf } from './offer';
import { WIDE_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

/** A bonus page: a banner with the offer and its call to action, then the terms. */
export function BonusView({
  record,
  termsLabel,
  eyebrow,
  children,
}: {
  record: ContentRecord;
  termsLabel: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  const offer = offerOf(record);
  const language = useFallbackLanguage(record);
  return (
    <article className="flex flex-col gap-6" data-testid="content-article" {...language}>
      <section className="relative grid gap-6 overflow-hidden rounded-3xl bg-gradient-to-br from-accent/25 via-surface to-gold/20 px-6 py-10 sm:px-10 md:grid-cols-[minmax(0,1fr)_16rem] md:items-center">
        <div className="flex flex-col gap-3">
          {eyebrow}
          {offer.badge && (
            <span className="w-fit rounded-full bg-gold/20 px-3 py-1 text-xs font-bold text-gold">{offer.badge}</span>
          )}
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{record.title ?? record.pageIdentity}</h1>
          {offer.highlight && <p className="text-2xl font-black text-accent sm:text-3xl">{offer.highlight}</p>}
          {record.description && <p className="max-w-xl text-lg text-muted">{record.description}</p>}
          {offer.cta && (
            <LocalizedLink to={offer.cta.to} className={`${ctaClass} mt-2`}>
              {offer.cta.label}
            </LocalizedLink>
          )}
        </div>
        {offer.image && (
          <ArtImage
            src={offer.image}
            art={WIDE_ART} width={1200} height={480} decoding="async" className="hidden h-auto w-full md:block" />
        )}
      </section>
      {children}
      {record.body && record.body.length > 0 && (
        <section className="rounded-2xl border border-border bg-surface px-5 py-6 sm:px-8">
          <h2 className="mb-4 text-lg font-bold">{termsLabel}</h2>
          <ContentBody nodes={record.body} />
        </section>
      )}
    </article>
  );
}
