import type { CSSProperties, ReactNode } from 'react';
import { usePlainStyles } from './plain-styles.js';

/** A screen's title, as antd's `Typography.Title` of level 3 shows it, without antd. */
export function PlainTitle(props: { children: ReactNode }) {
  usePlainStyles();
  return <h3 className="pl-title">{props.children}</h3>;
}

/** A column of blocks 8 px apart (antd's vertical `Space`), without antd. */
export function PlainStack(props: { children: ReactNode; style?: CSSProperties }) {
  usePlainStyles();
  return (
    <div className="pl-stack" style={props.style}>
      {props.children}
    </div>
  );
}

/** Grey lines where a screen will be (antd's `Skeleton`, still), without antd. */
export function PlainPlaceholder(props: { rows?: number }) {
  usePlainStyles();
  return (
    <div className="pl-placeholder" aria-busy="true" aria-label="Chargement…">
      {Array.from({ length: (props.rows ?? 3) + 1 }, (_, index) => (
        <div key={index} />
      ))}
    </div>
  );
}
