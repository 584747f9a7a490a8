import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { HomeScreen } from './screens/HomeScreen';

// Every route of SPEC §2. Home is in the first chunk; every other screen loads on demand.
const comingSoon = async () => ({ Component: (await import('./screens/ComingSoonScreen')).ComingSoonScreen });

const laterPaths = [
  'login',
  'cart',
  'favorites',
  'profile',
  'orders',
  'order/:orderId',
  'reels',
  'categories',
  'categories/:categoryId',
  'categories/:categoryId/:categoryName',
  'category/:categoryId/products',
  'products',
  'product/:id',
  'address-list',
  'add-address',
  'checkout',
  'thank-you',
  'payment-success',
  'payment-error',
  'payment-callback',
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeScreen /> },
      ...laterPaths.map((path) => ({ path, lazy: comingSoon })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./screens/NotFoundScreen')).NotFoundScreen }),
      },
    ],
  },
];
