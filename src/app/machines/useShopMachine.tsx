import { useMachine } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { useMachineInspect } from './MachineInspect';

/** `useMachine` with the Stately inspector attached when `?inspect` asked for it in development. */
export function useShopMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<Parameters<typeof useMachine<TMachine>>[1] & object, 'inspect'> = {} as never,
) {
  const inspect = useMachineInspect();
  return useMachine(machine, { ...options, ...(inspect ? { inspect } : {}) } as never);
}
