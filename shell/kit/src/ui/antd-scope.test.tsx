import { act, render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { useContext, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { antdComponent, AntdScope } from './antd-scope.js';
import { useLazyAntdApp, type AntdAppApi } from './lazy-antd-app.js';
import { PortalProvider } from './portal-provider.js';

/** What an antd component reads: the portal's French locale once under its providers. */
function LocaleName() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <p>Langue : {locale?.locale ?? 'aucune'}</p>;
}

describe("antd's scope, for what needs antd inside something drawn without it", () => {
  it("shows its fallback, then its children under the portal's antd providers (French)", async () => {
    render(
      <AntdScope fallback={<p>Chargement…</p>}>
        <LocaleName />
      </AntdScope>,
    );
    expect(await screen.findByText('Langue : fr')).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
  });

  it('under the providers already, renders its children at once', () => {
    render(
      <PortalProvider>
        <AntdScope fallback={<p>Chargement…</p>}>
          <LocaleName />
        </AntdScope>
      </PortalProvider>,
    );
    expect(screen.getByText('Langue : fr')).toBeTruthy();
  });

  it('an antd component loaded on first use shows the fallback given where it is rendered meanwhile', async () => {
    const Confirm = antdComponent(async () => (props: { label: string }) => <Button>{props.label}</Button>);
    render(<Confirm label="Valider" fallback={<button type="button">Valider (bientôt)</button>} />);
    expect(screen.getByText('Valider (bientôt)')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Valider' })).toBeTruthy();
  });

  it("gives a plain screen antd's App once painted: its confirmation shows, in French", async () => {
    let app: (() => Promise<AntdAppApi>) | undefined;
    function PlainScreen() {
      const antd = useLazyAntdApp();
      useEffect(() => {
        app = antd.app;
      }, [antd.app]);
      return <>{antd.holder}</>;
    }
    render(<PlainScreen />);
    let api: AntdAppApi | undefined;
    await act(async () => {
      void app!().then((value) => (api = value));
    });
    await waitFor(() => expect(api).toBeDefined());
    act(() => {
      api!.modal.confirm({ title: 'Terminer le service ?', okText: 'Terminer' });
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('Terminer le service ?');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
