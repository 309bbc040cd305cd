/** Presentation constants of docs/product.md §9 (the vocabulary is in vocabulary.ts). */
export const DISPLAYED_ID_LENGTH = 5;
export const STARTUP_LOADER_MS = 1000;
export const COUNTER_ANIMATION_MS = 1500;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const BACK_TO_TOP_THRESHOLD_PX = 100;
export const BACK_TO_TOP_SCROLL_MS = 1500;
export const DROPDOWN_HOVER_MIN_WIDTH_PX = 992;
export const CHART_HEIGHT_PX = 300;
export const SUBSCRIPTION_CARD_IMAGE_HEIGHT_PX = 180;
export const MESSAGE_COLUMN_MAX_WIDTH_PX = 300;
export const PREVIEW_TEXTAREA_ROWS = 4;

/** Swiper settings for the three home-page carousels (docs/product.md §9). */
export const COURSES_CAROUSEL = {
  speed: 1500,
  breakpoints: { 0: 1, 576: 2, 768: 3, 992: 4 },
} as const;
export const TRAINER_CAROUSEL = { speed: 1000, slidesPerView: 1 } as const;
export const TESTIMONIAL_CAROUSEL = { speed: 1500, slidesPerView: 1 } as const;

/** Default program image when a program has none (docs/product.md §2, programs list). */
export const DEFAULT_PROGRAM_IMAGE = '/images/programs/default.svg';
