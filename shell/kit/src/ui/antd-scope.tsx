import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { deferredComponent, type DeferredComponent } from './deferred-component.js';
import { restoreKeptStyles } from './restore-kept-styles.js';

/** True under the portal's antd providers (`PortalProvider`): a scope inside them adds nothing. */
export const AntdProvided = createContext(false);

type Providers = ComponentType<{ children: ReactNode }>;
let providers: Providers | undefined;
let loading: Promise<Providers> | undefined;

/**
 * antd with the portal's providers (French, theme, kept styles): loaded once, for every scope. The
 * styles antd made at the last visit are put back first, before antd renders anything (a phone's
 * first screen drawn without antd does not pay for them).
 */
export function loadAntdProviders(): Promise<Providers> {
  if (!loading) restoreKeptStyles();
  loading ??= import('./portal-provider.js').then(
    (module) => (providers = module.PortalProvider),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What needs antd, inside a screen or a frame drawn without it (a phone's first screen): antd and the
 * portal's providers are loaded when the scope is first rendered, `fallback` shows meanwhile. Under
 * the portal's providers already (a desktop, a screen of antd), it renders its children at once.
 */
export function AntdScope(props: { children: ReactNode; fallback?: ReactNode }) {
  const provided = useContext(AntdProvided);
  const [, setLoaded] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (provided) return;
    // Loaded since this render (by another scope): render the providers now.
    if (providers) return setLoaded(true);
    let mounted = true;
    loadAntdProviders().then(
      () => mounted && setLoaded(true),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [provided]);
  if (failure) throw failure.error;
  if (provided) return <>{props.children}</>;
  const Providers = providers;
  return Providers ? <Providers>{props.children}</Providers> : <>{props.fallback ?? null}</>;
}

/**
 * A component of antd, for a frame or a screen drawn without it: its code (`load`) and antd's
 * providers are loaded when it is first rendered; meanwhile shows the `fallback` given where it is
 * rendered, else the one given here.
 */
export function antdComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): DeferredComponent<P & { fallback?: ReactNode }> {
  const Deferred = deferredComponent<P & { fallback?: ReactNode }>(
    () =>
      load().then(
        (Component) =>
          function Loaded({ fallback: _shown, ...props }: P & { fallback?: ReactNode }) {
            return <Component {...(props as P)} />;
          },
      ),
    (props) => props.fallback ?? fallback,
  );
  function InAntdScope(props: P & { fallback?: ReactNode }) {
    return (
      <AntdScope fallback={props.fallback ?? fallback}>
        <Deferred {...props} />
      </AntdScope>
    );
  }
  return Object.assign(InAntdScope, { preload: () => Promise.all([Deferred.preload(), loadAntdProviders()]) });
}
