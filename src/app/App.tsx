import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { EventLog, ShopDatabase } from '../db';
import { UpdateBanner } from './components/UpdateBanner';
import { DatabaseProvider } from './data/DatabaseContext';
import { EventLogProvider } from './data/EventLogContext';
import { type ShopSync, SyncProvider } from './data/SyncContext';
import type { Inspect } from './machines/machineInspector';
import { MachineInspectProvider } from './machines/useShopMachine';
import { routes } from './routes';

const router = createBrowserRouter(routes);

interface AppProps {
  database: ShopDatabase;
  eventLog: EventLog;
  sync: ShopSync;
  inspect?: Inspect | undefined;
}

export function App({ database, eventLog, sync, inspect }: AppProps) {
  return (
    <DatabaseProvider database={database}>
      <EventLogProvider eventLog={eventLog}>
        <SyncProvider sync={sync}>
          <MachineInspectProvider inspect={inspect}>
            <RouterProvider router={router} />
            <UpdateBanner />
          </MachineInspectProvider>
        </SyncProvider>
      </EventLogProvider>
    </DatabaseProvider>
  );
}
