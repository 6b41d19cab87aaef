import { Component, type ReactNode } from 'react';
import { antdComponent } from '@portal/kit/core';

const ErrorPanel = antdComponent(() => import('@portal/kit').then((kit) => kit.ErrorPanel));

type Props = { area: string; onRetry: () => void; children: ReactNode };

/** A remote's screen that fails to load or render shows its French panel; the rest of the portal goes on. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`portal: the ${this.props.area} area failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteUnavailable
        area={this.props.area}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

export function RemoteUnavailable(props: { area: string; onRetry: () => void }) {
  return (
    <ErrorPanel
      title={`Le module ${props.area} est momentanément indisponible.`}
      description="Les autres écrans du portail restent utilisables. Veuillez réessayer dans quelques instants."
      onRetry={props.onRetry}
    />
  );
}
