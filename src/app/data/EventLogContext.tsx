import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { EventLog } from '../../db';
import type { ProjectionState } from '../../domain';

const EventLogContext = createContext<EventLog | null>(null);

export function EventLogProvider({ eventLog, children }: { eventLog: EventLog; children: ReactNode }) {
  return <EventLogContext.Provider value={eventLog}>{children}</EventLogContext.Provider>;
}

/** Where screens append what the shopper does (`append('CartItemAdded', { item })`); never a direct write. */
export function useEventLog(): EventLog {
  const eventLog = useContext(EventLogContext);
  if (!eventLog) throw new Error('useEventLog needs an <EventLogProvider> above it');
  return eventLog;
}

/**
 * The projections of the event log (cart, favorites, session, addresses), live across tabs and the worker; null
 * until the local database has answered once.
 */
export function useShopState(): ProjectionState | null {
  const eventLog = useEventLog();
  const [state, setState] = useState<ProjectionState | null>(null);
  useEffect(() => {
    const subscription = eventLog.state$().subscribe(setState);
    return () => subscription.unsubscribe();
  }, [eventLog]);
  return state;
}
