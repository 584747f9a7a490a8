import { createContext, type ReactNode, useContext } from 'react';
import type { ShopDatabase } from '../../db';

const DatabaseContext = createContext<ShopDatabase | null>(null);

export function DatabaseProvider({ database, children }: { database: ShopDatabase; children: ReactNode }) {
  return <DatabaseContext.Provider value={database}>{children}</DatabaseContext.Provider>;
}

export function useDatabase(): ShopDatabase {
  const database = useContext(DatabaseContext);
  if (!database) throw new Error('useDatabase needs a <DatabaseProvider> above it');
  return database;
}
