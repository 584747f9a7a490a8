import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { FIRST_VISIT_SCREENS } from './firstVisitScreens';
import { loadLateTranslations } from './i18n/localeParts';
import { lazyScreen, ScreenView } from './lazyScreen';
import { AppLayout } from './shell/AppLayout';

/**
 * A screen loaded on demand as its own chunk, named by its file's name (see lazyScreen.tsx). Any other
 * screen loads the late part of the locale beside its chunk, so it never renders without its texts, nor hydrates
 * without them (a page loads its screens before it hydrates).
 */
function screen(file: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const withTexts = FIRST_VISIT_SCREENS.has(file)
    ? load
    : async () => (await Promise.all([load(), loadLateTranslations()]))[0];
  const lazy = lazyScreen(file, withTexts);
  return { handle: lazy, element: <ScreenView of={lazy} /> };
}

// Every route of SPEC §2, each screen its own chunk: a page's screen is planned beside the entry by the server
// (server/render/assets.ts), so the home loses nothing by it, and no other page carries the home's code.

// The catalogue screens: each its own chunk, so the home's first load carries none of them.
const categories = screen(
  'CategoriesScreen',
  async () => (await import('./catalogue/CategoriesScreen')).CategoriesScreen,
);
const catalogueRoutes: RouteObject[] = [
  { path: 'categories', ...categories },
  { path: 'categories/:categoryId', ...categories },
  { path: 'categories/:categoryId/:categoryName', ...categories },
  {
    path: 'category/:categoryId/products',
    ...screen(
      'CategoryProductsScreen',
      async () => (await import('./catalogue/CategoryProductsScreen')).CategoryProductsScreen,
    ),
  },
  {
    path: 'products',
    ...screen('ProductsScreen', async () => (await import('./catalogue/ProductsScreen')).ProductsScreen),
  },
  {
    path: 'product/:id',
    ...screen('ProductScreen', async () => (await import('./product/ProductScreen')).ProductScreen),
  },
  {
    path: 'reels',
    ...screen('ReelsScreen', async () => (await import('./reels/ReelsScreen')).ReelsScreen),
  },
  {
    path: 'favorites',
    ...screen('FavoritesScreen', async () => (await import('./favorites/FavoritesScreen')).FavoritesScreen),
  },
];

const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    ...screen('OrdersScreen', async () => (await import('./orders/OrdersScreen')).OrdersScreen),
  },
  {
    path: 'order/:orderId',
    ...screen(
      'OrderDetailScreen',
      async () => (await import('./orders/OrderDetailScreen')).OrderDetailScreen,
    ),
  },
];

const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    ...screen('CheckoutScreen', async () => (await import('./checkout/CheckoutScreen')).CheckoutScreen),
  },
  {
    path: 'order-review',
    ...screen(
      'OrderReviewScreen',
      async () => (await import('./checkout/OrderReviewScreen')).OrderReviewScreen,
    ),
  },
  {
    path: 'thank-you',
    ...screen('ThankYouScreen', async () => (await import('./orders/ThankYouScreen')).ThankYouScreen),
  },
  {
    path: 'payment-callback',
    ...screen(
      'PaymentCallbackScreen',
      async () => (await import('./payment/PaymentCallbackScreen')).PaymentCallbackScreen,
    ),
  },
  {
    path: 'payment-success',
    ...screen(
      'PaymentSuccessScreen',
      async () => (await import('./payment/PaymentSuccessScreen')).PaymentSuccessScreen,
    ),
  },
  {
    path: 'payment-error',
    ...screen(
      'PaymentErrorScreen',
      async () => (await import('./payment/PaymentErrorScreen')).PaymentErrorScreen,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        index: true,
        ...screen('HomeScreen', async () => (await import('./home/HomeScreen')).HomeScreen),
      },
      {
        path: 'login',
        ...screen('LoginScreen', async () => (await import('./account/LoginScreen')).LoginScreen),
      },
      {
        path: 'cart',
        ...screen('CartScreen', async () => (await import('./cart/CartScreen')).CartScreen),
      },
      {
        path: 'profile',
        ...screen('ProfileScreen', async () => (await import('./account/ProfileScreen')).ProfileScreen),
      },
      ...catalogueRoutes,
      {
        path: 'address-list',
        ...screen(
          'AddressListScreen',
          async () => (await import('./addresses/AddressListScreen')).AddressListScreen,
        ),
      },
      {
        path: 'add-address',
        ...screen(
          'AddressFormScreen',
          async () => (await import('./addresses/AddressFormScreen')).AddressFormScreen,
        ),
      },
      ...orderRoutes,
      ...checkoutRoutes,
      {
        path: '*',
        ...screen('NotFoundScreen', async () => (await import('./shell/NotFoundScreen')).NotFoundScreen),
      },
    ],
  },
];

/** The routed screens, in the browser's router and in the server render's alike. */
export function ShopRoutes() {
  return useRoutes(routes);
}
