import type { Slide } from '@kordon/contract';
import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { ChevronLeftIcon, ChevronRightIcon } from '../common/icons';

/**
 * Home slider: a scroll-snap track (swipe, or the buttons). No autoplay: moving text is hard to
 * read and needs a pause control (WCAG 2.2.2).
 */
export function Slider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;
  // The first slide is the page's largest paint: preloaded from the head, the picture its <source> picks.
  const first = slides[0] as Slide;
  preload(first.images.mobile, { as: 'image', fetchPriority: 'high', media: '(max-width: 700px)' });
  preload(first.images.desktop, { as: 'image', fetchPriority: 'high', media: '(min-width: 701px)' });

  const show = (index: number) => {
    const list = track.current;
    if (!list) return;
    const next = (index + slides.length) % slides.length;
    list.scrollTo({ left: next * list.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };
  const onScroll = () => {
    const list = track.current;
    if (list && list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  return (
    <section className="slider" aria-roledescription="carousel" aria-label={t('home.slider')}>
      <ul className="slider-track" ref={track} onScroll={onScroll}>
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className="slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
          >
            <AppLink to={slide.link} className="slide-link" tabIndex={index === current ? 0 : -1}>
              <picture>
                <source media="(max-width: 700px)" srcSet={slide.images.mobile} width={800} height={600} />
                <img
                  src={slide.images.desktop}
                  alt=""
                  width={1600}
                  height={500}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </picture>
              <span className="slide-text">
                <span className="slide-heading">
                  <span className="slide-title">{slide.title}</span>
                  {slide.prices && <span className="slide-price price">{slide.prices.priceString}</span>}
                </span>
                {slide.subtitle && <span className="slide-subtitle">{slide.subtitle}</span>}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="slider-controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => show(current - 1)}
            aria-label={t('home.previousSlide')}
          >
            <ChevronLeftIcon />
          </button>
          <ol className="slider-dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-label={t('home.showSlide', { number: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="icon-button"
            onClick={() => show(current + 1)}
            aria-label={t('home.nextSlide')}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </section>
  );
}
