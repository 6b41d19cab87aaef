import type { ReactNode } from 'react';
import { usePlainStyles } from './plain-styles.js';

/**
 * antd's Tag, as it looks, without antd: `color` is one of antd's preset colours (`green`, `gold`…),
 * one of its statuses (`success`, `processing`, `warning`, `error`) or `default`.
 */
export function PlainTag(props: { color?: string; icon?: ReactNode; children: ReactNode }) {
  usePlainStyles();
  const color = props.color && props.color !== 'default' ? ` pl-tag-${props.color}` : '';
  return (
    <span className={`pl-tag${color}`}>
      {props.icon}
      <span>{props.children}</span>
    </span>
  );
}
