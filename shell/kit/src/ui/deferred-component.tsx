import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code comes on first use, or ahead with `preload`. */
export type DeferredComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component whose code is loaded on first use, like `React.lazy` but without Suspense: it renders
 * `fallback` until the module is in, then the component in an ordinary update. React 19 holds a
 * revealed Suspense fallback at least 300 ms before committing what a retry brings, and that hold is
 * global: one lazy boundary shown while the portal opens held back every screen behind it (a phone
 * opening its active service waited ~80–300 ms doing nothing). A module already loaded renders at
 * once. A load that fails is thrown in render, for the nearest error boundary (and tried again at the
 * next mount). The fallback may
 * depend on the props (what the component will show around, kept in place while it loads).
 * `preload` loads its code ahead (a dialog used offline must have been loaded once online).
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode),
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed load is not kept: the next render (an error boundary's retry) tries again.
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Deferred(props: P) {
    const [, setReady] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      // Loaded since this render (by another use of the same component): render it now.
      if (loaded) return setReady(true);
      let mounted = true;
      start().then(
        () => mounted && setReady(true),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) throw failure.error;
    const Component = loaded;
    if (Component) return <Component {...props} />;
    return <>{typeof fallback === 'function' ? fallback(props) : fallback}</>;
  }
  return Object.assign(Deferred, { preload: start });
}
