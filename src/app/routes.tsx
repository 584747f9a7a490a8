import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { HomeScreen } from './screens/HomeScreen';

// Every route of SPEC §2. Home is in the first chunk; every other screen loads on demand.

// The catalogue screens: each its own chunk, so the home's first load carries none of them.
const categories = async () => ({ Component: (await import('./screens/CategoriesScreen')).CategoriesScreen });
const catalogueRoutes: RouteObject[] = [
  { path: 'categories', lazy: categories },
  { path: 'categories/:categoryId', lazy: categories },
  { path: 'categories/:categoryId/:categoryName', lazy: categories },
  {
    path: 'category/:categoryId/products',
    lazy: async () => ({
      Component: (await import('./screens/CategoryProductsScreen')).CategoryProductsScreen,
    }),
  },
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./screens/ProductsScreen')).ProductsScreen }),
  },
  {
    path: 'product/:id',
    lazy: async () => ({ Component: (await import('./screens/ProductScreen')).ProductScreen }),
  },
  { path: 'reels', lazy: async () => ({ Component: (await import('./screens/ReelsScreen')).ReelsScreen }) },
  {
    path: 'favorites',
    lazy: async () => ({ Component: (await import('./screens/FavoritesScreen')).FavoritesScreen }),
  },
];

const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('./screens/OrdersScreen')).OrdersScreen }),
  },
  {
    path: 'order/:orderId',
    lazy: async () => ({ Component: (await import('./screens/OrderDetailScreen')).OrderDetailScreen }),
  },
];

const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    lazy: async () => ({ Component: (await import('./screens/CheckoutScreen')).CheckoutScreen }),
  },
  {
    path: 'thank-you',
    lazy: async () => ({ Component: (await import('./screens/ThankYouScreen')).ThankYouScreen }),
  },
  {
    path: 'payment-callback',
    lazy: async () => ({
      Component: (await import('./screens/PaymentCallbackScreen')).PaymentCallbackScreen,
    }),
  },
  {
    path: 'payment-success',
    lazy: async () => ({ Component: (await import('./screens/PaymentSuccessScreen')).PaymentSuccessScreen }),
  },
  {
    path: 'payment-error',
    lazy: async () => ({ Component: (await import('./screens/PaymentErrorScreen')).PaymentErrorScreen }),
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
        lazy: async () => ({ Component: (await import('./screens/LoginScreen')).LoginScreen }),
      },
      { path: 'cart', lazy: async () => ({ Component: (await import('./screens/CartScreen')).CartScreen }) },
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('./screens/ProfileScreen')).ProfileScreen }),
      },
      ...catalogueRoutes,
      {
        path: 'address-list',
        lazy: async () => ({ Component: (await import('./screens/AddressListScreen')).AddressListScreen }),
      },
      {
        path: 'add-address',
        lazy: async () => ({ Component: (await import('./screens/AddressFormScreen')).AddressFormScreen }),
      },
      ...orderRoutes,
      ...checkoutRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./screens/NotFoundScreen')).NotFoundScreen }),
      },
    ],
  },
];
