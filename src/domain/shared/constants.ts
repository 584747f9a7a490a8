/** SPEC §9 timings and limits, in one place so machines and screens never repeat a literal. */

export const BANNER_INTERVAL_MS = 3000;
export const SLIDE_TRANSITION_MS = 500;
export const SWIPE_THRESHOLD_PX = 50;

export const CARD_ADD_LOADING_MS = 500;
export const CARD_ADDED_MS = 2000;
export const PAGE_ADD_LOADING_MS = 1500;
export const PAGE_ADDED_MS = 2000;

export const RESEND_NOTICE_MS = 5000;
export const LOGIN_REDIRECT_MS = 300;
export const PAYMENT_REDIRECT_MS = 2000;
/** SPEC §8: 'Address saved successfully!', then back after 2 s. */
export const ADDRESS_SAVED_BACK_MS = 2000;
export const TOAST_MS = 4000;
export const PAYMENT_ABORT_MS = 25_000;
export const PAYMENT_RACE_MS = 30_000;
export const CART_ABANDON_MS = 600_000;
/**
 * Beyond SPEC §9: how long an order may be on its way to the server, with no connection cut or server trouble to
 * explain the wait, before the screen says it is taking longer than usual and offers to keep waiting or try again.
 */
export const SLOW_SENDING_MS = 15_000;

export const I18N_RETRIES = 5;
/** Doubles on every retry (350, 700, 1400, ...). */
export const I18N_RETRY_BASE_MS = 350;

export const DESKTOP_MIN_WIDTH_PX = 768;
export const CATEGORY_STRIP_PAGE = 6;
export const PRODUCT_CAROUSEL_PAGE = 5;
export const NAV_CATEGORY_COUNT = 8;
/**
 * Beyond SPEC §9: the cards of a category the server renders, five rows on a phone and two on a desktop;
 * the rest follow windowed once the sync worker lists them.
 */
export const CATEGORY_FIRST_SCREEN = 10;
export const SWIPE_DELETE_THRESHOLD_PX = 50;
export const SWIPE_DELETE_MAX_PX = 80;
export const REEL_VISIBILITY = 0.8;
export const ZOOM_FACTOR = 2.5;
export const ZOOM_LENS = 0.25;
export const DEFAULT_MAP_CENTER = { lat: 29.3759, lng: 47.9774 } as const;

export const DELIVERY_RATE_CACHE_MS = 300_000;
export const DEFAULT_ITEM_WEIGHT_KG = 0.1;
/** Used both when no rate matches and when the rates cannot be loaded. */
export const FALLBACK_DELIVERY_FILS = 2000;
export const MIN_DELIVERY_FILS = 500;
/** SPEC §9 "end default 999999": an open-ended weight range. */
export const OPEN_WEIGHT_RANGE_END_KG = 999_999;

export const PHONE_MIN = 8;
export const PHONE_MAX = 10;
export const OTP_LENGTH = 4;
export const GOVERNORATE_MAX_LENGTH = 50;
