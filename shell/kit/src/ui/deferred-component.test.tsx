import { act, render, screen } from '@testing-library/react';
import { Activity, Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred-component.js';

function Greeting(props: { name: string }) {
  return <p>Bonjour {props.name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.state.failed}</p> : this.props.children;
  }
}

describe('a deferred component', () => {
  it('shows its fallback, then the component with its props, loading its code once', async () => {
    let loads = 0;
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Deferred = deferredComponent(
      async () => {
        loads += 1;
        await arrived;
        return Greeting;
      },
      <p>Chargement…</p>,
    );

    const first = render(<Deferred name="Alice" />);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    release();
    expect(await screen.findByText('Bonjour Alice')).toBeTruthy();
    first.unmount();

    // Its code in, the component renders at once: no fallback, no second load.
    render(<Deferred name="Bruno" />);
    expect(screen.getByText('Bonjour Bruno')).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the component once its code came some other way while it waited (a hidden tab)', async () => {
    const Deferred = deferredComponent(async () => Greeting, <p>Chargement…</p>);
    // Rendered hidden: its effects wait until it shows, and meanwhile the code comes (preloaded).
    // Shown again as the same element, it is not rendered again: only its effect can bring it.
    const element = <Deferred name="Alice" />;
    const view = render(<Activity mode="hidden">{element}</Activity>);
    await act(() => Deferred.preload());
    view.rerender(<Activity mode="visible">{element}</Activity>);
    expect(await screen.findByText('Bonjour Alice')).toBeTruthy();
  });

  it('hands a failed load to the nearest error boundary', async () => {
    const Deferred = deferredComponent<{ name: string }>(
      () => Promise.reject(new Error('Le module est introuvable')),
      <p>Chargement…</p>,
    );
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <Boundary>
          <Deferred name="Alice" />
        </Boundary>,
      );
      expect((await screen.findByRole('alert')).textContent).toBe('Le module est introuvable');
    } finally {
      console.error = quiet;
    }
  });
});
