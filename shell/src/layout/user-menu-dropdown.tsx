import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

/** The user menu's list (antd's Dropdown), made when it is first asked for. */
export function UserMenuDropdown(props: {
  open: boolean;
  autoFocus: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuProps['items'];
  children: ReactNode;
}) {
  return (
    <Dropdown
      open={props.open}
      autoFocus={props.autoFocus}
      onOpenChange={props.onOpenChange}
      menu={{ items: props.items }}
    >
      {props.children}
    </Dropdown>
  );
}
