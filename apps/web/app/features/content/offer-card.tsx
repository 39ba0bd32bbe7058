import type { ContentRecord } from '@casino/shared/content';
import { useI18n } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import { buttonClass } from '../../ui/button';
import { ContentBody } from './content-body';
import { formatContentDate } from './dates';
import { useFallbackLanguage } from './fallback-language';
import { offerOf } from './offer';
import { CARD_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

export const ctaClass = `${buttonClass('primary', 'lg')} w-fit`;

/** A promotion: picture, badge, title, lead, call to action and its terms folded away. */
export function OfferCard({ record, termsLabel }: { record: ContentRecord; termsLabel: string }) {
  const { t, locale } = useI18n();
  const offer = offerOf(record);
  const language = useFallbackLanguage(record);
  const until = formatContentDate(offer.validUntil, locale);
  return (
    <article
      data-testid="offer-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
      {...language}
    >
      {offer.image && (
        <ArtImage
          src={offer.image}
          art={CARD_ART}
          width={800}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[2/1] w-full bg-surface-2 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {offer.badge && <span className="rounded-full bg-gold/20 px-2.5 py-1 text-gold">{offer.badge}</span>}
          {until && <span className="text-muted">{t('content.promotions.validUntil', { date: until })}</span>}
        </div>
        <h2 className="text-xl font-bold">{record.title ?? record.pageIdentity}</h2>
        {offer.highlight && <p className="text-2xl font-black text-accent">{offer.highlight}</p>}
        {record.description && <p className="text-muted">{record.description}</p>}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          {offer.cta && (
            <LocalizedLink to={offer.cta.to} className={ctaClass}>
              {offer.cta.label}
            </LocalizedLink>
          )}
          {record.body && record.body.length > 0 && (
            <details className="group rounded-lg bg-surface-2 px-4 py-3 text-sm">
              <summary className="cursor-pointer font-semibold">{termsLabel}</summary>
              <ContentBody nodes={record.body} className="mt-3 text-sm" />
            </details>
          )}
        </div>
      </div>
    </article>
  );
}
