import type { ReactNode } from 'react';
import { usePlainStyles } from './plain-styles.js';

/** antd's Card, as it looks, without antd: a title, what goes at its right (a status), a body. */
export function PlainCard(props: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  usePlainStyles();
  return (
    <div className="pl-card">
      {props.title !== undefined || props.extra !== undefined ? (
        <div className="pl-card-head">
          <div className="pl-card-title">{props.title}</div>
          {props.extra}
        </div>
      ) : null}
      <div className="pl-card-body">{props.children}</div>
    </div>
  );
}
