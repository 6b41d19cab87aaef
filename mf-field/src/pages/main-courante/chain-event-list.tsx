import { List } from 'antd';
import type { ReactNode } from 'react';
import type { FieldEvent, ListResponse } from '@portal/contracts';
import { MAIN_COURANTE_PAGE_SIZE } from './main-courante-calls.js';

/** A main courante's events, a page at a time, in a region named for the chain it reads. */
export function ChainEventList(props: {
  label: string;
  emptyText: string;
  events: ListResponse<FieldEvent> | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  renderItem: (event: FieldEvent) => ReactNode;
}) {
  return (
    <div role="region" aria-label={props.label}>
      <List
        loading={props.loading}
        dataSource={props.events?.data ?? []}
        locale={{ emptyText: props.emptyText }}
        pagination={{
          current: props.page,
          pageSize: MAIN_COURANTE_PAGE_SIZE,
          total: props.events?.filteredCount ?? 0,
          onChange: props.onPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        renderItem={props.renderItem}
      />
    </div>
  );
}
