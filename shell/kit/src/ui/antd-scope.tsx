import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { deferredComponent, type DeferredComponent } from './deferred-component.js';
import { restoreKeptStyles } from './restore-kept-styles.js';

/** True under the portal's antd providers (`PortalProvider`): a scope inside them adds nothing. */
export const AntdProvided = createContext(false);

type Providers = ComponentType<{ children: ReactNode }>;
let loading: Promise<Providers> | undefined;
let stylesRestored = false;

/**
 * antd with the portal's providers (French, theme, kept styles): loaded once, for every scope. The
 * styles antd made at the last visit are put back first, before antd renders anything (a phone's
 * first screen drawn without antd does not pay for them).
 */
export function loadAntdProviders(): Promise<Providers> {
  if (!stylesRestored) restoreKeptStyles();
  stylesRestored = true;
  // A failed load is not kept: the next scope, or a retry, tries again.
  loading ??= import('./portal-provider.js').then(
    (module) => module.PortalProvider,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type ScopeProps = { children: ReactNode; fallback?: ReactNode };

/** The providers, once loaded (`fallback` meanwhile). */
const LoadedProviders = deferredComponent<ScopeProps>(
  () => loadAntdProviders().then((Providers) => (props: ScopeProps) => <Providers>{props.children}</Providers>),
  (props) => props.fallback ?? null,
);

/**
 * What needs antd, inside a screen or a frame drawn without it (a phone's first screen): antd and the
 * portal's providers are loaded when the scope is first rendered, `fallback` shows meanwhile. Under
 * the portal's providers already (a desktop, a screen of antd), it renders its children at once.
 */
export function AntdScope(props: ScopeProps) {
  const provided = useContext(AntdProvided);
  if (provided) return <>{props.children}</>;
  return <LoadedProviders fallback={props.fallback}>{props.children}</LoadedProviders>;
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
