import { DownloadOutlined } from '@ant-design/icons';
import type { ListResponse } from '@portal/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { isApiError } from '../http/api-error.js';
import { collectExportRows, exportSheet } from './excel-export.js';
import type { ExcelWriter, ListColumn } from './list-table-types.js';

export type ExportButtonProps<Row> = {
  /** The columns as shown (order and visibility of the user's configuration). */
  columns: readonly ListColumn<Row>[];
  /** One page of the rows the current filters, search and sort give. */
  fetchRows: (page: number, limit: number) => Promise<ListResponse<Row>>;
  /** The count the table already knows for these filters, if it does. */
  knownCount: number | undefined;
  fileName: string;
  writer: ExcelWriter;
  onNoData: () => void;
  /** A failure other than a call (those the HTTP client already showed). */
  onFailed: () => void;
};

/** 'Exporter' (spec 00 §5): nothing when there are no rows, else up to 5000 rows in an `.xlsx`. */
export function ExportButton<Row>(props: ExportButtonProps<Row>) {
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (props.knownCount === 0) return props.onNoData();
    setBusy(true);
    try {
      const rows = await collectExportRows(props.fetchRows);
      if (rows.length === 0) return props.onNoData();
      await props.writer(`${props.fileName}.xlsx`, exportSheet(props.columns, rows));
    } catch (error) {
      if (!isApiError(error)) props.onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      Exporter
    </Button>
  );
}
