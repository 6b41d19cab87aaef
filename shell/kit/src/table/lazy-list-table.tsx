import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ListTableProps } from './list-table.js';

export type { ListTableProps } from './list-table.js';

/** The list table's code and pro-components: asked for by the first list shown, or ahead by the shell. */
export const preloadListTable = () => import('./list-table.js');

const LoadedListTable = lazy(() => preloadListTable().then((module) => ({ default: module.ListTable })));

/**
 * The list table (`table/list-table.tsx`), loaded on first use: the kit's root stays light for the
 * screens that show no list (an agent's phone opening his service does not wait for pro-components).
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LoadedListTable {...(props as unknown as ListTableProps<object>)} />
    </Suspense>
  );
}
