/**
 * A screen loaded on demand as its own chunk, with the plain declarative router (React Router's data router
 * weighs 16 kB gzip more on a first visit, and the shop uses none of its loaders or actions). The route's
 * `handle` is the screen itself: the server finds the chunk's CSS in the build's manifest by its file name
 * (server/render/assets.ts), and a page loads its matched screens before it renders or hydrates, so the first
 * render shows them at once, exactly as the server did.
 */
import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ScreenLoadBoundary } from './shell/ScreenLoadError';

export interface LazyScreen {
  /** The name of the file that exports the screen (HomeScreen for src/app/home/HomeScreen.tsx). */
  readonly screen: string;
  /** Loads the chunk once: every call returns the same promise, a failed one too, until `retry`. */
  load(): Promise<ComponentType>;
  /** Forgets a failed load, so the next `load` fetches the chunk again. */
  retry(): void;
  readonly loaded: ComponentType | undefined;
}

export function lazyScreen(screen: string, importer: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  let failed = false;
  return {
    screen,
    get loaded() {
      return loaded;
    },
    load() {
      pending ??= importer().then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
      return pending;
    },
    retry() {
      if (!failed) return;
      failed = false;
      pending = undefined;
    },
  };
}

function isLazyScreen(handle: unknown): handle is LazyScreen {
  return typeof handle === 'object' && handle !== null && 'screen' in handle && 'load' in handle;
}

/** The lazy screens a path shows, outermost first. */
export function matchedScreens(routes: RouteObject[], pathname: string): LazyScreen[] {
  return (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle).filter(isLazyScreen);
}

/**
 * Shows a lazy screen: at once when its chunk is in, else it suspends. Navigations are transitions (React
 * Router's default), so the screen being left stays on the page until the next one's chunk has arrived.
 */
export function ScreenView({ of }: { of: LazyScreen }) {
  return (
    <ScreenLoadBoundary key={of.screen} onRetry={() => of.retry()}>
      <LoadedScreen of={of} />
    </ScreenLoadBoundary>
  );
}

function LoadedScreen({ of }: { of: LazyScreen }) {
  const Screen = of.loaded ?? use(of.load());
  return <Screen />;
}
