import type { ReactNode } from 'react';
import { usePlainStyles } from './plain-styles.js';

export type PlainDescription = { label: string; value: ReactNode };

/** antd's small one-column Descriptions, as they look, without antd: a label, its value, a line each. */
export function PlainDescriptions(props: { items: readonly (PlainDescription | null)[] }) {
  usePlainStyles();
  return (
    <dl className="pl-desc">
      {props.items.map((item) =>
        item ? (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
