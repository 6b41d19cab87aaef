import { Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/** An hours screen: its title and month picker, then one row per collaborator or site. */
export function HoursTable<Row extends object>(props: {
  title: string;
  picker: ReactNode;
  rowKey: keyof Row & string;
  rows: Row[] | undefined;
  loading: boolean;
  columns: TableColumnsType<Row>;
}) {
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>{props.title}</Typography.Title>
        {props.picker}
      </Space>
      <Table<Row>
        rowKey={props.rowKey}
        size="small"
        loading={props.loading}
        dataSource={props.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Aucun service ce mois-ci' }}
        columns={props.columns}
      />
    </Card>
  );
}
