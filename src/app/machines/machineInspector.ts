import type { ActorOptions, AnyActorLogic } from 'xstate';

export type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

/**
 * `?inspect` in the URL of a development build attaches the Stately inspector to every machine (DESIGN
 * "Machines"). The inspector opens a remote page, so it is imported on demand and never in a production build.
 */
export async function machineInspector(location: Pick<Location, 'search'>): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
