import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is loaded on first use, like `React.lazy` but without Suspense: it renders
 * `fallback` until the module is in, then the component in an ordinary update. React 19 holds a
 * revealed Suspense fallback at least 300 ms before committing what a retry brings, and that hold is
 * global: one lazy boundary shown while the portal opens held back every screen behind it (a phone
 * opening its active service waited ~80–300 ms doing nothing). A module already loaded renders at
 * once. A load that fails is thrown in render, for the nearest error boundary.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function Deferred(props: P) {
    const [, setReady] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (loaded) return;
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
    return Component ? <Component {...props} /> : <>{fallback}</>;
  }
  return Deferred;
}
