import { usePrefersReducedMotion } from '@client/lib/use-prefers-reduced-motion.ts';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { CarouselSwiperProps } from './carousel-swiper.tsx';
import { IconChevronLeft } from './icons/chevron-left.tsx';
import { IconChevronRight } from './icons/chevron-right.tsx';
import { IconPauseFill } from './icons/pause-fill.tsx';
import { IconPlayFill } from './icons/play-fill.tsx';

// Swiper (about 30 kB on the wire with its styles) is not part of the page's first download.
const CarouselSwiper = lazy(() => import('./carousel-swiper.tsx')) as <Item>(
  props: CarouselSwiperProps<Item>,
) => ReactNode;

/** How far below the screen a carousel starts loading Swiper, so it is ready when scrolled to. */
const LOAD_MARGIN = '300px 0px';

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
 * The stand-in's slides per view as CSS custom properties, one per breakpoint (styles.css picks
 * them with media queries at Bootstrap's widths: 576, 768, 992, 1200). CSS rather than
 * window.innerWidth, so the server's HTML and the hydrated page agree and nothing shifts.
 */
function perViewProperties(
  slidesPerView: number,
  breakpoints?: Readonly<Record<number, number>>,
): Record<string, number> {
  const properties: Record<string, number> = { '--carousel-per-view': breakpoints?.[0] ?? slidesPerView };
  for (const [width, count] of Object.entries(breakpoints ?? {})) {
    if (Number(width) > 0) properties[`--carousel-per-view-${width}`] = count;
  }
  return properties;
}

/** True once the element is within LOAD_MARGIN of the screen (at once without IntersectionObserver). */
function useNearScreen(): [RefObject<HTMLElement | null>, boolean, () => void] {
  const ref = useRef<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near, () => setNear(true)];
}

/** The slides standing still where Swiper will put them, until Swiper is loaded. */
function CarouselStandIn<Item>({
  items,
  getKey,
  renderItem,
  slidesPerView,
  breakpoints,
  spaceBetween,
}: Pick<AutoplayCarouselProps<Item>, 'items' | 'getKey' | 'renderItem' | 'breakpoints'> & {
  slidesPerView: number;
  spaceBetween: number;
}) {
  return (
    <div
      className="carousel-stand-in"
      style={
        {
          ...perViewProperties(slidesPerView, breakpoints),
          '--carousel-gap': `${spaceBetween}px`,
        } as CSSProperties
      }
    >
      {items.map((item) => (
        <div key={getKey(item)} className="carousel-stand-in-slide">
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}

/**
 * A looping Swiper carousel that plays by itself, with the controls WCAG 2.2.2 asks for:
 * a visible pause/play button, previous/next buttons, and a pause while the pointer is over the
 * slides or focus is inside them. Visitors who prefer reduced motion get it paused from the start.
 * Until the carousel nears the screen its slides stand still where Swiper will put them, and Swiper
 * is not downloaded.
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
  const [sectionRef, near, loadNow] = useNearScreen();
  const slidesId = useId();
  const label = name.toLowerCase();

  const standIn = (
    <CarouselStandIn
      items={items}
      getKey={getKey}
      renderItem={renderItem}
      slidesPerView={slidesPerView}
      breakpoints={breakpoints}
      spaceBetween={spaceBetween}
    />
  );

  return (
    <section
      ref={sectionRef}
      className={`autoplay-carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={name}
    >
      <div id={slidesId}>
        {near ? (
          <Suspense fallback={standIn}>
            <CarouselSwiper
              itemNoun={itemNoun}
              items={items}
              getKey={getKey}
              renderItem={renderItem}
              speed={speed}
              slidesPerView={slidesPerView}
              breakpoints={breakpoints}
              delay={delay}
              spaceBetween={spaceBetween}
              paused={userPaused}
              onSwiper={setSwiper}
            />
          </Suspense>
        ) : (
          standIn
        )}
      </div>
      <CarouselControls
        slidesId={slidesId}
        itemNoun={itemNoun}
        label={label}
        paused={userPaused}
        onPrevious={() => (swiper ? swiper.slidePrev() : loadNow())}
        onTogglePaused={() => setUserChoice(userPaused ? 'playing' : 'paused')}
        onNext={() => (swiper ? swiper.slideNext() : loadNow())}
      />
    </section>
  );
}

/** Previous, Pause or Play, and Next: the controls WCAG 2.2.2 asks for, below the slides. */
function CarouselControls({
  slidesId,
  itemNoun,
  label,
  paused,
  onPrevious,
  onTogglePaused,
  onNext,
}: {
  slidesId: string;
  itemNoun: string;
  /** The carousel's name in lower case, for the Pause and Play buttons. */
  label: string;
  paused: boolean;
  onPrevious: () => void;
  onTogglePaused: () => void;
  onNext: () => void;
}) {
  return (
    <div className="carousel-controls d-flex justify-content-center align-items-center gap-2 mt-3">
      <button
        type="button"
        className="btn btn-outline-teal btn-sm carousel-control-button"
        aria-controls={slidesId}
        aria-label={`Previous ${itemNoun}`}
        onClick={onPrevious}
      >
        <IconChevronLeft />
      </button>
      <button
        type="button"
        className="btn btn-outline-teal btn-sm carousel-control-button px-3"
        aria-controls={slidesId}
        aria-label={paused ? `Play ${label} carousel` : `Pause ${label} carousel`}
        onClick={onTogglePaused}
      >
        {paused ? <IconPlayFill className="me-1" /> : <IconPauseFill className="me-1" />}
        {paused ? 'Play' : 'Pause'}
      </button>
      <button
        type="button"
        className="btn btn-outline-teal btn-sm carousel-control-button"
        aria-controls={slidesId}
        aria-label={`Next ${itemNoun}`}
        onClick={onNext}
      >
        <IconChevronRight />
      </button>
    </div>
  );
}
