import type { App } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from './after-paint.js';
import { AntdScope } from './antd-scope.js';
import { deferredComponent } from './deferred-component.js';

/** antd's `App.useApp()`: message, modal and notification. */
export type AntdAppApi = ReturnType<typeof App.useApp>;

const AppCapture = deferredComponent(
  () => import('./antd-app-capture.js').then((module) => module.AntdAppCapture),
  null,
);

/**
 * antd's message, modal and notification for a screen drawn without antd: the screen renders
 * `holder`; antd is loaded once the screen has been painted (or at the first call of `app`, if
 * sooner), and `app()` resolves with the API of the portal's antd App, themed and in French.
 */
export function useLazyAntdApp(): { holder: ReactNode; app: () => Promise<AntdAppApi> } {
  const [wanted, setWanted] = useState(false);
  const [api] = useState(() => {
    let resolve: (value: AntdAppApi) => void = () => undefined;
    const ready = new Promise<AntdAppApi>((settle) => (resolve = settle));
    return { ready, resolve };
  });
  useEffect(() => afterPaint(() => setWanted(true)), []);
  const app = useCallback(() => {
    setWanted(true);
    return api.ready;
  }, [api]);
  const holder = wanted ? (
    <AntdScope>
      <AppCapture onApp={api.resolve} />
    </AntdScope>
  ) : null;
  return { holder, app };
}
