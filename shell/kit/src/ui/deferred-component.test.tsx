import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
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
