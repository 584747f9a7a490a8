/**
 * The domain's public surface, one folder per SPEC area. Callers import this index rather than a file inside it,
 * so a rule can move within the domain without touching them; geo/ is not listed here, and the map and the
 * server's geocoder import its files (and its outline data) directly.
 */

// Account: phone, login, session, profile (SPEC §2 Login, Profile, §4 Login, §5)
export * from './account/loginMessages';
export * from './account/loginRedirect';
export * from './account/otpBoxes';
export * from './account/otpCode';
export * from './account/phone';
export * from './account/profileName';
export * from './account/session';
export * from './addresses/addressCardSelection';
// Addresses (SPEC §2 Addresses, §3 Address, §5 address)
export * from './addresses/addressCards';
export * from './addresses/addressFetch';
export * from './addresses/addressForm';
export * from './addresses/addressLine';
export * from './addresses/addressPlace';
export * from './addresses/addressValidation';
export * from './addresses/countries';
export * from './addresses/geocodedPlace';
export * from './addresses/governorates';
export * from './addresses/kuwaitiAddress';
export * from './addresses/placeIntoForm';
export * from './addresses/preselectedAddress';
export * from './addresses/selectedAddress';
export * from './addresses/streetFromMap';
// Cart, add to cart, favourites (SPEC §2 Cart, §3, §4 Cart and Add to cart)
export * from './cart/addButtonLabel';
export * from './cart/cart';
export * from './cart/cartAbandonment';
export * from './cart/cartItemFromProduct';
export * from './cart/cartLine';
export * from './cart/cartStock';
export * from './cart/cartSummary';
export * from './cart/cartTotal';
export * from './cart/cartWeight';
export * from './cart/favoriteFromProduct';
export * from './cart/quickAdd';
export * from './cart/swipeDelete';
// Catalogue: categories, products, variants, stock, banners, reels (SPEC §2, §4, §5, §9)
export * from './catalogue/banners';
export * from './catalogue/categoryName';
export * from './catalogue/categoryView';
export * from './catalogue/listingParams';
export * from './catalogue/paging';
export * from './catalogue/price';
export * from './catalogue/productChoice';
export * from './catalogue/productListing';
export * from './catalogue/reelVisibility';
export * from './catalogue/rowsInView';
export * from './catalogue/stock';
export * from './catalogue/variantPictures';
export * from './catalogue/variants';
export * from './catalogue/zoomLens';
// Checkout: checks, delivery fee, promo, totals, the order and payment bodies (SPEC §4 Checkout flows, §5, §7, §9)
export * from './checkout/checkoutChecks';
export * from './checkout/checkoutPhone';
export * from './checkout/deliveryFee';
export * from './checkout/freeDeliveryHint';
export * from './checkout/orderPayload';
export * from './checkout/orderRepricing';
export * from './checkout/orderTotal';
export * from './checkout/paymentErrorReason';
export * from './checkout/paymentRequest';
export * from './checkout/paymentStatusKey';
export * from './checkout/promo';
// Events and the projections they fold into; zod schemas of every entity and payload (SPEC §3, §7)
export * from './events';
// Orders: status, tracking, confirmation, orders waiting for their shopper (SPEC §2 Orders, §4 Order status)
export * from './orders/deliveryEstimate';
export * from './orders/orderAttention';
export * from './orders/orderCancellation';
export * from './orders/orderConfirmation';
export * from './orders/orderErrors';
export * from './orders/orderLineOptions';
export * from './orders/orderOfAttempt';
export * from './orders/orderPolling';
export * from './orders/orderStatus';
export * from './orders/paymentLine';
export * from './orders/reorder';
export * from './schemas';
// Search (SPEC §2 Search)
export * from './search/productSearch';
export * from './search/searchQuery';
export * from './search/searchText';
// Shared: money, digits, text, language, timings, message keys (SPEC §1, §8, §9)
export * from './shared/calendarDay';
export * from './shared/constants';
export * from './shared/cookieValue';
export * from './shared/digits';
export * from './shared/displayRules';
export * from './shared/language';
export * from './shared/messageKeys';
export * from './shared/money';
export * from './shared/pictureWidths';
export * from './shared/truncate';
