import { Skeleton } from 'antd';
import { deferredComponent } from '../ui/deferred-component.js';
import type { ListTableProps } from './list-table.js';

export type { ListTableProps } from './list-table.js';

/** The list table's code and pro-components: asked for by the first list shown, or ahead by the shell. */
export const preloadListTable = () => import('./list-table.js');

const LoadedListTable = deferredComponent(
  () => preloadListTable().then((module) => module.ListTable<object>),
  <Skeleton active />,
);

/**
 * The list table (`table/list-table.tsx`), loaded on first use: the kit's root stays light for the
 * screens that show no list (an agent's phone opening his service does not wait for pro-components).
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  return <LoadedListTable {...(props as unknown as ListTableProps<object>)} />;
}
