import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import { ctaClass } from './offer-card';
import type { Slide, SlideTone } from './slides';

const TONES: Record<SlideTone, string> = {
  accent: 'from-accent/30 via-surface to-accent/5',
  gold: 'from-gold/30 via-surface to-gold/5',
  violet: 'from-violet-500/30 via-surface to-fuchsia-500/10',
};

/** The home slider: swipe or scroll on touch, buttons and dots elsewhere; it never moves on its own. */
export function HomeSlider({ slides }: { slides: Slide[] }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
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
    <section aria-roledescription="carousel" aria-label={t('content.slider.label')} className="relative">
      <div
        ref={track}
        data-testid="home-slider"
        onScroll={(event) => {
          const el = event.currentTarget;
          setCurrent(Math.round(Math.abs(el.scrollLeft) / Math.max(el.clientWidth, 1)));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none]"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            className={`grid w-full shrink-0 snap-start items-center gap-4 bg-gradient-to-br px-6 pt-10 pb-14 sm:grid-cols-[minmax(0,1fr)_14rem] sm:px-12 sm:py-12 ${TONES[slide.tone]}`}
          >
            <div className="flex flex-col gap-3">
              <h2 className="max-w-xl text-2xl font-black tracking-tight sm:text-4xl">{slide.title}</h2>
              {slide.text && <p className="max-w-lg text-muted sm:text-lg">{slide.text}</p>}
              {slide.cta && (
                <LocalizedLink to={slide.cta.to} className={`${ctaClass} mt-2`} tabIndex={index === current ? 0 : -1}>
                  {slide.cta.label}
                </LocalizedLink>
              )}
            </div>
            {slide.image && <img src={slide.image} alt="" className="hidden w-full sm:block" />}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-label={t('content.slider.previous')}
            className="rounded-full bg-surface/80 p-1.5 text-muted shadow hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => show(index)}
              aria-label={t('content.slider.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              className={`h-2 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-accent ${
                index === current ? 'w-6 bg-accent' : 'w-2 bg-muted/50 hover:bg-muted'
              }`}
            />
          ))}
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-label={t('content.slider.next')}
            className="rounded-full bg-surface/80 p-1.5 text-muted shadow hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </div>
      )}
    </section>
  );
}
