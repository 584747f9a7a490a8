import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router-dom';
import { UpdateBanner } from './components/UpdateBanner';
import { type LiveSource, LiveSourceProvider } from './data/LiveSource';
import { type ShopSync, SyncProvider } from './data/SyncContext';
import { MachineInspectProvider } from './machines/MachineInspect';
import type { Inspect } from './machines/machineInspector';

export interface ShopFrameProps {
  i18n: I18n;
  sync: ShopSync;
  /** Where live queries take their first result: the page's inlined data when hydrating, the render's store on the server. */
  source: LiveSource;
  inspect?: Inspect | undefined;
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
}

/**
 * Everything around the router, shared by the browser (App) and the server render (entry-server.tsx): the two
 * trees must be the same for the first client render to match the server's HTML.
 */
export function ShopFrame({ i18n, sync, source, inspect, children }: ShopFrameProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SyncProvider sync={sync}>
        <LiveSourceProvider source={source}>
          <MachineInspectProvider inspect={inspect}>
            {children}
            <UpdateBanner />
          </MachineInspectProvider>
        </LiveSourceProvider>
      </SyncProvider>
    </I18nextProvider>
  );
}

interface AppProps extends Omit<ShopFrameProps, 'children'> {
  router: DataRouter;
  /** Called once the first render is on the page (for a hydrated page: hydration is done). */
  onFirstCommit?: () => void;
}

export function App({ router, onFirstCommit, ...frame }: AppProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(() => onFirstCommit?.(), []);
  return (
    <ShopFrame {...frame}>
      <RouterProvider router={router} />
    </ShopFrame>
  );
}
