import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/** A French error panel in place of a screen or dialog that could not be shown. */
export function ErrorPanel(props: {
  title: string;
  description?: ReactNode;
  onRetry?: () => void;
  onClose?: () => void;
  status?: 'error' | 'warning' | '403' | '404' | 'info';
}) {
  const actions = [
    props.onRetry ? (
      <Button key="retry" type="primary" onClick={props.onRetry}>
        Réessayer
      </Button>
    ) : null,
    props.onClose ? (
      <Button key="close" onClick={props.onClose}>
        Fermer
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <Result
      status={props.status ?? 'error'}
      title={props.title}
      subTitle={props.description}
      extra={actions.length > 0 ? actions : undefined}
    />
  );
}
