import { createContext, type ReactNode, useContext } from 'react';
import type { LiveQuery } from '../../contract';

/**
 * Where a live query's first result comes from before the worker answers: the data a server render inlined in
 * the page (so hydration renders exactly what the server did), or, on the server, the render's own store, which
 * also notes the queries it could not answer yet.
 */
export interface LiveSource {
  initial(query: LiveQuery): unknown[] | undefined;
}

const none: LiveSource = { initial: () => undefined };

const LiveSourceContext = createContext<LiveSource>(none);

export function LiveSourceProvider({ source, children }: { source: LiveSource; children: ReactNode }) {
  return <LiveSourceContext.Provider value={source}>{children}</LiveSourceContext.Provider>;
}

export function useLiveSource(): LiveSource {
  return useContext(LiveSourceContext);
}
