import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ShopDatabase } from '../db';
import { DatabaseProvider } from './data/DatabaseContext';
import { type ShopSync, SyncProvider } from './data/SyncContext';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ database, sync }: { database: ShopDatabase; sync: ShopSync }) {
  return (
    <DatabaseProvider database={database}>
      <SyncProvider sync={sync}>
        <RouterProvider router={router} />
      </SyncProvider>
    </DatabaseProvider>
  );
}
