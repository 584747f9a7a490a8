import { createContext, type ReactNode, useContext } from 'react';
import type { Inspect } from './machineInspector';

// Its own module, without xstate: the app's first screen provides it, and machines load only when one starts.
const InspectContext = createContext<Inspect | undefined>(undefined);

export function MachineInspectProvider({
  inspect,
  children,
}: {
  inspect: Inspect | undefined;
  children: ReactNode;
}) {
  return <InspectContext.Provider value={inspect}>{children}</InspectContext.Provider>;
}

/** The Stately inspector when `?inspect` asked for it in development; undefined otherwise. */
export function useMachineInspect(): Inspect | undefined {
  return useContext(InspectContext);
}
