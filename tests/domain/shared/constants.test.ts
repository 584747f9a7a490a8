import { describe, expect, it } from 'vitest';
import * as c from '../../../src/domain/shared/constants';

describe('timings and limits (SPEC §9)', () => {
  it('match the SPEC values', () => {
    expect(c).toMatchObject({
      BANNER_INTERVAL_MS: 3000,
      SLIDE_TRANSITION_MS: 500,
      SWIPE_THRESHOLD_PX: 50,
      CARD_ADD_LOADING_MS: 500,
      CARD_ADDED_MS: 2000,
      PAGE_ADD_LOADING_MS: 1500,
      PAGE_ADDED_MS: 2000,
      RESEND_NOTICE_MS: 5000,
      LOGIN_REDIRECT_MS: 300,
      PAYMENT_REDIRECT_MS: 2000,
      TOAST_MS: 4000,
      PAYMENT_ABORT_MS: 25000,
      PAYMENT_RACE_MS: 30000,
      CART_ABANDON_MS: 600000,
      I18N_RETRIES: 5,
      I18N_RETRY_BASE_MS: 350,
      DESKTOP_MIN_WIDTH_PX: 768,
      CATEGORY_STRIP_PAGE: 6,
      PRODUCT_CAROUSEL_PAGE: 5,
      NAV_CATEGORY_COUNT: 8,
      SWIPE_DELETE_THRESHOLD_PX: 50,
      SWIPE_DELETE_MAX_PX: 80,
      REEL_VISIBILITY: 0.8,
      ZOOM_FACTOR: 2.5,
      ZOOM_LENS: 0.25,
      DEFAULT_MAP_CENTER: { lat: 29.3759, lng: 47.9774 },
      DELIVERY_RATE_CACHE_MS: 300000,
      DEFAULT_ITEM_WEIGHT_KG: 0.1,
      FALLBACK_DELIVERY_FILS: 2000,
      MIN_DELIVERY_FILS: 500,
      OPEN_WEIGHT_RANGE_END_KG: 999999,
      PHONE_MIN: 8,
      PHONE_MAX: 10,
      OTP_LENGTH: 4,
      GOVERNORATE_MAX_LENGTH: 50,
    });
  });
});
