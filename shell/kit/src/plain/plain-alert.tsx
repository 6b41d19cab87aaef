import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { usePlainStyles } from './plain-styles.js';

type AlertType = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<AlertType, ReactNode> = {
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** antd's Alert, as it looks (and read as an alert), without antd. */
export function PlainAlert(props: {
  type: AlertType;
  message: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
}) {
  usePlainStyles();
  const described = props.description !== undefined;
  return (
    <div role="alert" className={`pl-alert pl-alert-${props.type}${described ? ' pl-alert-described' : ''}`}>
      {props.showIcon ? <span className="pl-alert-icon">{ICONS[props.type]}</span> : null}
      <div className="pl-alert-content">
        <div className="pl-alert-message">{props.message}</div>
        {described ? <div>{props.description}</div> : null}
      </div>
    </div>
  );
}
