import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { usePlainStyles } from './plain-styles.js';

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** 'primary': the screen's main action (filled); 'text': no border (a header's icon). */
  variant?: 'default' | 'primary' | 'text';
  /** A primary action that ends or deletes something (filled red, as antd's `danger`). */
  danger?: boolean;
  size?: 'middle' | 'large';
  block?: boolean;
  /** Its label may go over several lines (a long circuit name). */
  wrap?: boolean;
  icon?: ReactNode;
};

/** antd's Button, as it looks, without antd (a phone's first screen). */
export function PlainButton({
  variant = 'default',
  danger,
  size,
  block,
  wrap,
  icon,
  children,
  className,
  ...rest
}: PlainButtonProps) {
  usePlainStyles();
  const classes = [
    'pl-btn',
    variant === 'primary' ? (danger ? 'pl-btn-danger' : 'pl-btn-primary') : '',
    variant === 'text' ? 'pl-btn-text' : '',
    size === 'large' ? 'pl-btn-lg' : '',
    block ? 'pl-btn-block' : '',
    wrap ? 'pl-btn-wrap' : '',
    children === undefined ? 'pl-btn-icon' : '',
    className ?? '',
  ];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon}
      {children === undefined ? null : <span>{children}</span>}
    </button>
  );
}
