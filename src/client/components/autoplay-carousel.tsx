import { usePrefersReducedMotion } from '@client/lib/use-prefers-reduced-motion.ts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';

export interface AutoplayCarouselProps<Item> {
  /** Names the carousel for assistive technology, e.g. 'Courses'. */
  name: string;
  /** One item in words, for the previous/next buttons, e.g. 'course'. */
  itemNoun: string;
  items: readonly Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Transition duration in ms. */
  speed: number;
  slidesPerView?: number;
  /** Window min-width (px) → slides per view. */
  breakpoints?: Readonly<Record<number, number>>;
  /** Time each slide stays before the next one, in ms. */
  delay?: number;
  spaceBetween?: number;
  className?: string;
}

/**
 * A looping Swiper carousel that plays by itself, with the controls WCAG 2.2.2 asks for:
 * a visible pause/play button, previous/next buttons, and a pause while the pointer is over the
 * slides or focus is inside them. Visitors who prefer reduced motion get it paused from the start.
 */
export function AutoplayCarousel<Item>({
  name,
  itemNoun,
  items,
  getKey,
  renderItem,
  speed,
  slidesPerView = 1,
  breakpoints,
  delay = 4000,
  spaceBetween = 24,
  className = '',
}: AutoplayCarouselProps<Item>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The visitor's own choice, once made; until then, paused when they prefer reduced motion. Read
  // through the hook so a server-rendered page (which cannot know) hydrates as playing, then pauses.
  const prefersReducedMotion = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<'paused' | 'playing' | null>(null);
  const userPaused = userChoice === null ? prefersReducedMotion : userChoice === 'paused';
  const focusInside = useRef(false);
  const slidesId = useId();

  // Start or stop autoplay whenever the visitor's choice changes.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (userPaused && swiper.autoplay.running) swiper.autoplay.stop();
    if (!userPaused && !focusInside.current && !swiper.autoplay.running) swiper.autoplay.start();
  }, [swiper, userPaused]);

  // Pause while keyboard focus is inside the slides; resume when it leaves (unless the visitor paused).
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    const element = swiper.el;
    const onFocusIn = () => {
      focusInside.current = true;
      if (swiper.autoplay.running) swiper.autoplay.stop();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      focusInside.current = false;
      if (!userPaused && !swiper.autoplay.running) swiper.autoplay.start();
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [swiper, userPaused]);

  const swiperBreakpoints = breakpoints
    ? Object.fromEntries(
        Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
      )
    : undefined;

  const label = name.toLowerCase();

  return (
    <section className={`autoplay-carousel ${className}`} aria-roledescription="carousel" aria-label={name}>
      <div id={slidesId}>
        <Swiper
          modules={[A11y, Autoplay]}
          onSwiper={setSwiper}
          loop
          // In loop mode Swiper ignores Previous/Next during a transition (1.5 s here): keep every click.
          loopPreventsSliding={false}
          speed={speed}
          slidesPerView={slidesPerView}
          {...(swiperBreakpoints ? { breakpoints: swiperBreakpoints } : {})}
          spaceBetween={spaceBetween}
          autoplay={{ delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
          a11y={{
            itemRoleDescriptionMessage: 'slide',
            slideLabelMessage: `${itemNoun} {{index}} of {{slidesLength}}`,
          }}
        >
          {items.map((item) => (
            <SwiperSlide key={getKey(item)}>{renderItem(item)}</SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className="carousel-controls d-flex justify-content-center align-items-center gap-2 mt-3">
        <button
          type="button"
          className="btn btn-outline-teal btn-sm carousel-control-button"
          aria-controls={slidesId}
          aria-label={`Previous ${itemNoun}`}
          onClick={() => swiper?.slidePrev()}
        >
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-outline-teal btn-sm carousel-control-button px-3"
          aria-controls={slidesId}
          aria-label={userPaused ? `Play ${label} carousel` : `Pause ${label} carousel`}
          onClick={() => setUserChoice(userPaused ? 'playing' : 'paused')}
        >
          <i className={`bi ${userPaused ? 'bi-play-fill' : 'bi-pause-fill'} me-1`} aria-hidden="true" />
          {userPaused ? 'Play' : 'Pause'}
        </button>
        <button
          type="button"
          className="btn btn-outline-teal btn-sm carousel-control-button"
          aria-controls={slidesId}
          aria-label={`Next ${itemNoun}`}
          onClick={() => swiper?.slideNext()}
        >
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
