import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { type LiveSource, LiveSourceProvider } from './data/LiveSource';
import { type ShopSync, SyncProvider } from './data/SyncContext';
import { TranslationProvider } from './i18n/translation';
import { MachineInspectProvider } from './machines/MachineInspect';
import type { Inspect } from './machines/machineInspector';
import { ShopRoutes } from './routes';
import { ShopNavigationProvider } from './shared/ShopLink';
import { UpdateBanner } from './shell/UpdateBanner';

export interface ShopFrameProps {
  i18n: I18n;
  sync: ShopSync;
  /** Where live queries take their first result: the page's inlined data when hydrating, the render's store on the server. */
  source: LiveSource;
  inspect?: Inspect | undefined;
  /** The router: `BrowserRouter` in the browser, `StaticRouter` on the server, around `ShopRoutes`. */
  children: ReactNode;
  /** Called once the router's first render is on the page (for a hydrated page: once it is hydrated). */
  onFirstCommit?: (() => void) | undefined;
}

/**
 * Everything around the router, shared by the browser (App) and the server render (entry-server.tsx): the two
 * trees must be the same for the first client render to match the server's HTML.
 */
export function ShopFrame({ i18n, sync, source, inspect, children, onFirstCommit }: ShopFrameProps) {
  return (
    // react-i18next holds the instance for React (i18n.ts starts it with its plugin); the shop's components read
    // their texts through the lighter TranslationProvider inside it (i18n/translation.tsx).
    <I18nextProvider i18n={i18n}>
      <TranslationProvider i18n={i18n}>
        <SyncProvider sync={sync}>
          <LiveSourceProvider source={source}>
            <MachineInspectProvider inspect={inspect}>
              {/* Nothing in the shop suspends, so the boundary never shows its (empty) fallback. It is there for
                hydration: React hydrates the server's markup inside a boundary after the first commit, at low
                priority and in slices of a few milliseconds, rather than in one long task that blocks input
                (DECISIONS "Server-rendered first paint"). */}
              <Suspense fallback={null}>
                {children}
                <FirstCommit run={onFirstCommit} />
              </Suspense>
              <UpdateBanner />
            </MachineInspectProvider>
          </LiveSourceProvider>
        </SyncProvider>
      </TranslationProvider>
    </I18nextProvider>
  );
}

/** Inside the boundary: its effect runs once the boundary's content is committed (hydrated), not before. */
function FirstCommit({ run }: { run: (() => void) | undefined }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(() => run?.(), []);
  return null;
}

export function App(frame: Omit<ShopFrameProps, 'children'>) {
  return (
    <ShopFrame {...frame}>
      <BrowserRouter>
        <ShopNavigationProvider>
          <ShopRoutes />
        </ShopNavigationProvider>
      </BrowserRouter>
    </ShopFrame>
  );
}
