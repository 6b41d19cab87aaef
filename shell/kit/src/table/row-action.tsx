import { LoadingOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { forwardRef, type ButtonHTMLAttributes, type CSSProperties } from 'react';

export type RowActionProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  danger?: boolean;
  loading?: boolean;
};

/**
 * An action in a list row ('Modifier', 'Archivage'…), drawn as a small link. A plain button, not
 * antd's: a page of 25 rows holds up to a hundred of them, and antd's Button (wave, tokens, style
 * registration per instance) cost a quarter of the Collaborateurs screen's first paint. It keeps
 * what a person relies on: a real button (keyboard, screen reader), the link colours of the theme,
 * a spinner while busy. Popconfirm and Tooltip can wrap it (it forwards its ref and handlers).
 */
export const RowAction = forwardRef<HTMLButtonElement, RowActionProps>(function RowAction(
  { danger = false, loading = false, disabled, style, children, ...rest },
  ref,
) {
  const { token } = theme.useToken();
  const inactive = disabled || loading;
  const look: CSSProperties = {
    background: 'none',
    border: 0,
    padding: `0 ${token.paddingXS}px`,
    font: 'inherit',
    lineHeight: `${token.controlHeightSM}px`,
    color: inactive ? token.colorTextDisabled : danger ? token.colorError : token.colorLink,
    cursor: inactive ? 'not-allowed' : 'pointer',
    ...style,
  };
  return (
    <button ref={ref} type="button" disabled={inactive} aria-busy={loading || undefined} style={look} {...rest}>
      {loading ? <LoadingOutlined aria-hidden style={{ marginInlineEnd: 4 }} /> : null}
      {children}
    </button>
  );
});
