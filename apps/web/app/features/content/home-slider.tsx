import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useAfterLoad } from '../../lib/after-load';
import { LocalizedLink } from '../locale/localized-link';
import { ctaClass } from './offer-card';
import type { Slide, SlideTone } from './slides';
import { WIDE_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

/** Behind the art while it loads, and the whole slide when a slide has no picture. */
const TONES: Record<SlideTone, string> = {
  accent: 'from-hero-to to-media-scrim',
  gold: 'from-gold/40 to-media-scrim',
  violet: 'from-hero-from to-media-scrim',
};

/** The home slider: swipe or scroll on touch, buttons and dots elsewhere; it never moves on its own. */
export function HomeSlider({ slides }: { slides: Slide[] }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slides after the first are out of sight, sideways: their art waits until the page has
  // loaded, or until the visitor reaches for the slider, so it never competes with what the first
  // screen shows (issue 14). Chromium's lazy loading would fetch it at once, being near enough.
  const [reached, setReached] = useState(false);
  const showsAll = useAfterLoad() || reached;
  const reach = () => setReached(true);

  const show = (index: number) => {
    reach();
    const el = track.current;
    if (!el) return;
    const target = (index + slides.length) % slides.length;
    // Right-to-left pages scroll towards negative offsets.
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    // Visitors who ask for less motion get the slide at once.
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: sign * target * el.clientWidth, behavior: reduced ? 'instant' : 'smooth' });
  };

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('content.slider.label')}
      className="relative"
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      <div
        ref={track}
        data-testid="home-slider"
        onScroll={(event) => {
          const el = event.currentTarget;
          setCurrent(Math.round(Math.abs(el.scrollLeft) / Math.max(el.clientWidth, 1)));
        }}
        className="flex snap-x snap-mandatory relative overflow-x-auto rounded-card shadow-overlay [scrollbar-width:none]"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            className={`relative flex min-h-64 w-full shrink-0 snap-start items-center overflow-hidden bg-gradient-to-br px-5 pt-6 pb-14 text-on-media sm:min-h-80 sm:px-12 sm:py-12 ${TONES[slide.tone]}`}
          >
            {slide.image && (index === 0 || showsAll) && (
              <ArtImage
                src={slide.image}
                art={WIDE_ART}
                // The slides' art is drawn 1200 × 480: the box is set by the slide, these only hint its shape.
                width={1200}
                height={480}
                decoding={index === 0 ? 'sync' : 'async'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="absolute inset-0 size-full object-cover object-right rtl:-scale-x-100"
              />
            )}
            {/* Keeps the words readable over any art: dark under the text, clear over the picture. */}
            <div
              aria-hidden
              className="absolute inset-0 bg-gradient-to-t from-media-scrim/85 via-media-scrim/40 to-transparent sm:bg-gradient-to-r sm:from-media-scrim/90 sm:via-media-scrim/45 sm:to-transparent sm:rtl:bg-gradient-to-l"
            />
            <div className="relative flex max-w-xl flex-col gap-2 self-end sm:gap-3 sm:self-center">
              <h2 className="text-2xl leading-tight font-black tracking-tight text-balance drop-shadow sm:text-4xl">
                {slide.title}
              </h2>
              {slide.text && <p className="max-w-lg text-sm text-on-media/85 sm:text-lg">{slide.text}</p>}
              {slide.cta && (
                <LocalizedLink to={slide.cta.to} className={`${ctaClass} mt-2`} tabIndex={index === current ? 0 : -1}>
                  {slide.cta.label}
                </LocalizedLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3 sm:justify-end sm:pe-6">
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-label={t('content.slider.previous')}
            className="grid size-8 place-items-center rounded-pill bg-media-scrim/60 text-on-media backdrop-blur hover:bg-media-scrim/80"
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </button>
          {slides.map((slide, index) => (
            // A 24 px target around the small dot: phones need room to tap (WCAG 2.5.8).
            <button
              key={slide.id}
              type="button"
              onClick={() => show(index)}
              aria-label={t('content.slider.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              className="group grid h-6 min-w-6 place-items-center"
            >
              <span
                aria-hidden
                className={`h-2 rounded-pill transition-all ${
                  index === current ? 'w-6 bg-accent' : 'w-2 bg-on-media/50 group-hover:bg-on-media/80'
                }`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-label={t('content.slider.next')}
            className="grid size-8 place-items-center rounded-pill bg-media-scrim/60 text-on-media backdrop-blur hover:bg-media-scrim/80"
          >
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </div>
      )}
    </section>
  );
}
