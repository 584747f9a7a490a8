import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { lazyScreen, ScreenView } from './lazyScreen';
import { HomeScreen } from './screens/HomeScreen';

/** A screen loaded on demand as its own chunk, named by its file in src/app/screens (see lazyScreen.tsx). */
function screen(file: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const lazy = lazyScreen(file, load);
  return { handle: lazy, element: <ScreenView of={lazy} /> };
}

// Every route of SPEC §2. Home is in the first chunk; every other screen loads on demand.

// The catalogue screens: each its own chunk, so the home's first load carries none of them.
const categories = screen(
  'CategoriesScreen',
  async () => (await import('./screens/CategoriesScreen')).CategoriesScreen,
);
const catalogueRoutes: RouteObject[] = [
  { path: 'categories', ...categories },
  { path: 'categories/:categoryId', ...categories },
  { path: 'categories/:categoryId/:categoryName', ...categories },
  {
    path: 'category/:categoryId/products',
    ...screen(
      'CategoryProductsScreen',
      async () => (await import('./screens/CategoryProductsScreen')).CategoryProductsScreen,
    ),
  },
  {
    path: 'products',
    ...screen('ProductsScreen', async () => (await import('./screens/ProductsScreen')).ProductsScreen),
  },
  {
    path: 'product/:id',
    ...screen('ProductScreen', async () => (await import('./screens/ProductScreen')).ProductScreen),
  },
  {
    path: 'reels',
    ...screen('ReelsScreen', async () => (await import('./screens/ReelsScreen')).ReelsScreen),
  },
  {
    path: 'favorites',
    ...screen('FavoritesScreen', async () => (await import('./screens/FavoritesScreen')).FavoritesScreen),
  },
];

const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    ...screen('OrdersScreen', async () => (await import('./screens/OrdersScreen')).OrdersScreen),
  },
  {
    path: 'order/:orderId',
    ...screen(
      'OrderDetailScreen',
      async () => (await import('./screens/OrderDetailScreen')).OrderDetailScreen,
    ),
  },
];

const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    ...screen('CheckoutScreen', async () => (await import('./screens/CheckoutScreen')).CheckoutScreen),
  },
  {
    path: 'thank-you',
    ...screen('ThankYouScreen', async () => (await import('./screens/ThankYouScreen')).ThankYouScreen),
  },
  {
    path: 'payment-callback',
    ...screen(
      'PaymentCallbackScreen',
      async () => (await import('./screens/PaymentCallbackScreen')).PaymentCallbackScreen,
    ),
  },
  {
    path: 'payment-success',
    ...screen(
      'PaymentSuccessScreen',
      async () => (await import('./screens/PaymentSuccessScreen')).PaymentSuccessScreen,
    ),
  },
  {
    path: 'payment-error',
    ...screen(
      'PaymentErrorScreen',
      async () => (await import('./screens/PaymentErrorScreen')).PaymentErrorScreen,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeScreen /> },
      {
        path: 'login',
        ...screen('LoginScreen', async () => (await import('./screens/LoginScreen')).LoginScreen),
      },
      {
        path: 'cart',
        ...screen('CartScreen', async () => (await import('./screens/CartScreen')).CartScreen),
      },
      {
        path: 'profile',
        ...screen('ProfileScreen', async () => (await import('./screens/ProfileScreen')).ProfileScreen),
      },
      ...catalogueRoutes,
      {
        path: 'address-list',
        ...screen(
          'AddressListScreen',
          async () => (await import('./screens/AddressListScreen')).AddressListScreen,
        ),
      },
      {
        path: 'add-address',
        ...screen(
          'AddressFormScreen',
          async () => (await import('./screens/AddressFormScreen')).AddressFormScreen,
        ),
      },
      ...orderRoutes,
      ...checkoutRoutes,
      {
        path: '*',
        ...screen('NotFoundScreen', async () => (await import('./screens/NotFoundScreen')).NotFoundScreen),
      },
    ],
  },
];

/** The routed screens, in the browser's router and in the server render's alike. */
export function ShopRoutes() {
  return useRoutes(routes);
}
