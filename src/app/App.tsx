import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { EventLog, ShopDatabase } from '../db';
import { DatabaseProvider } from './data/DatabaseContext';
import { EventLogProvider } from './data/EventLogContext';
import { type ShopSync, SyncProvider } from './data/SyncContext';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({
  database,
  eventLog,
  sync,
}: {
  database: ShopDatabase;
  eventLog: EventLog;
  sync: ShopSync;
}) {
  return (
    <DatabaseProvider database={database}>
      <EventLogProvider eventLog={eventLog}>
        <SyncProvider sync={sync}>
          <RouterProvider router={router} />
        </SyncProvider>
      </EventLogProvider>
    </DatabaseProvider>
  );
}
