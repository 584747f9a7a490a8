import { useMachine } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Inspect } from './machineInspector';

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

/** `useMachine` with the Stately inspector attached when `?inspect` asked for it in development. */
export function useShopMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<Parameters<typeof useMachine<TMachine>>[1] & object, 'inspect'> = {} as never,
) {
  const inspect = useContext(InspectContext);
  return useMachine(machine, { ...options, ...(inspect ? { inspect } : {}) } as never);
}
