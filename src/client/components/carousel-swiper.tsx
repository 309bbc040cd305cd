import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';

export interface CarouselSwiperProps<Item> {
  itemNoun: string;
  items: readonly Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  speed: number;
  slidesPerView: number;
  breakpoints: Readonly<Record<number, number>> | undefined;
  delay: number;
  spaceBetween: number;
  /** The visitor's Pause (or reduced motion): autoplay stays off while true. */
  paused: boolean;
  /** Hands the Swiper to the carousel's Previous and Next buttons. */
  onSwiper: (swiper: SwiperInstance) => void;
}

/**
 * The Swiper half of AutoplayCarousel, in a module of its own so that Swiper and its styles are
 * downloaded only when a carousel comes near the screen. Autoplay pauses while the pointer is over
 * the slides or keyboard focus is inside them (WCAG 2.2.2), and while the visitor has paused it.
 */
export default function CarouselSwiper<Item>({
  itemNoun,
  items,
  getKey,
  renderItem,
  speed,
  slidesPerView,
  breakpoints,
  delay,
  spaceBetween,
  paused,
  onSwiper,
}: CarouselSwiperProps<Item>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const focusInside = useRef(false);

  // Start or stop autoplay whenever the visitor's choice changes.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (paused && swiper.autoplay.running) swiper.autoplay.stop();
    if (!paused && !focusInside.current && !swiper.autoplay.running) swiper.autoplay.start();
  }, [swiper, paused]);

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
      if (!paused && !swiper.autoplay.running) swiper.autoplay.start();
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [swiper, paused]);

  const swiperBreakpoints = breakpoints
    ? Object.fromEntries(
        Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
      )
    : undefined;

  return (
    <Swiper
      modules={[A11y, Autoplay]}
      onSwiper={(instance) => {
        setSwiper(instance);
        onSwiper(instance);
      }}
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
  );
}
