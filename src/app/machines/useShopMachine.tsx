import { useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { useMachineInspect } from './MachineInspect';

/** `useMachine` with the Stately inspector attached when `?inspect` asked for it in development. */
export function useShopMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'inspect'> = {},
) {
  const inspect = useMachineInspect();
  const withInspector: ActorOptions<TMachine> = inspect ? { ...options, inspect } : options;
  return useMachine<TMachine>(machine, withInspector);
}
