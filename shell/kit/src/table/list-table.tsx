import { PlusOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import {
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  TABLE_FETCH_DEBOUNCE_MS,
  fr,
  listResponseSchema,
  type ListRequest,
  type ListResponse,
  type ServiceName,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Tooltip, message } from 'antd';
import type { FilterValue, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { callApi } from '../http/api-client.js';
import { useSession } from '../session/hooks.js';
import { sessionCan } from '../session/rights.js';
import { usePageConfig } from '../user/use-page-config.js';
import { writeExcelFile } from './excel-export.js';
import { ExportButton } from './export-button.js';
import { FilterPresetsButton } from './filter-presets-button.js';
import { favoritePreset } from './filter-presets.js';
import { listQueryKey } from './list-query-key.js';
import type {
  CreateAction,
  ExcelWriter,
  FetchPage,
  ListColumn,
  ListFilters,
  ListTableFilters,
} from './list-table-types.js';
import { TableConfigDialog } from './table-config-dialog.js';
import { arrangeColumns, columnKey, filterKeyOf, readTableConfig, sortKeyOf } from './table-config.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useListState } from './use-list-state.js';

export type ListTableProps<Row> = {
  /** Key of the screen in the user's `pagesConfig` (presets and table configuration). */
  pageKey: string;
  service: ServiceName;
  /** The list call, `POST <path>` with the paging contract. */
  path: string;
  columns: readonly ListColumn<Row>[];
  rowKey: string | ((row: Row) => string);
  title?: ReactNode;
  filters?: ListTableFilters;
  /** The add button, shown only to users holding `right`. */
  createAction?: CreateAction;
  /** The screen's own buttons, in the toolbar before the add button ('Création multiple'). */
  toolbarExtra?: ReactNode;
  /** File name (without `.xlsx`) of the Excel export; no 'Exporter' button without it. */
  exportName?: string;
  searchPlaceholder?: string;
  /** How long the search waits after the last key (400 ms; the catalogue's 250 ms, spec 00 §9). */
  searchDebounceMs?: number;
  /** Rows a page holds until the user configures the table (25; the agency invoices' 20, spec 02 §9). */
  pageSize?: number;
  /** Checks each row of the answer. */
  rowSchema?: z.ZodType<Row>;
  /** Replaces `callApi` for the list call (tests, screens with their own source). */
  fetchPage?: FetchPage<Row>;
  /** Replaces the `write-excel-file` writer (tests). */
  writeExcel?: ExcelWriter;
  /** Anything else for ProTable (row selection, row click, scroll…). */
  tableProps?: Omit<
    ProTableProps<Row, Record<string, unknown>>,
    'columns' | 'dataSource' | 'pagination' | 'onChange' | 'request' | 'rowKey' | 'toolBarRender' | 'search'
  >;
};

/**
 * The list table of every list screen (spec 00 §2.6, §7): ProTable bound to `POST <path>` with the
 * paging contract; search debounced 400 ms and calls 250 ms; server-side sort and paging; the user's
 * column configuration and saved filter presets; Excel export; the add button for those allowed.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const session = useSession();
  const pageConfig = usePageConfig(props.pageKey);
  const tableConfig = useMemo(() => readTableConfig(pageConfig.config), [pageConfig.config]);
  const allowed = props.columns.filter((column) => !column.right || sessionCan(session, column.right));
  const arranged = arrangeColumns(allowed, tableConfig);
  const visible = arranged.filter((item) => !item.hidden);
  const initialFilters = props.filters?.initial ?? {};
  const [state, actions] = useListState({
    filters: favoritePreset(pageConfig.presets)?.filters ?? initialFilters,
    config: tableConfig,
    ...(props.pageSize ? { pageSize: props.pageSize } : {}),
  });
  const [searchText, setSearchText] = useState('');
  const [configOpen, setConfigOpen] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();
  const fetchPage: FetchPage<Row> = props.fetchPage ?? callApi;

  const search = useDebouncedValue(searchText.trim(), props.searchDebounceMs ?? SEARCH_DEBOUNCE_MS);
  useEffect(() => actions.setQuery(search), [search, actions]);

  const sorted = allowed.find((column) => column.sorter === true && columnKey(column) === state.sortColumn);
  const body: ListRequest = {
    filters: { ...props.filters?.base, ...state.filters },
    page: state.page,
    limit: state.limit,
    ascending: state.ascending,
    ...(sorted ? { orderBy: sortKeyOf(sorted) } : {}),
    ...(state.query ? { query: state.query } : {}),
  };
  const requestKey = useDebouncedValue(JSON.stringify(body), TABLE_FETCH_DEBOUNCE_MS);
  const request = useMemo(() => JSON.parse(requestKey) as ListRequest, [requestKey]);
  const schema = props.rowSchema ? (listResponseSchema(props.rowSchema) as z.ZodType<ListResponse<Row>>) : undefined;
  const fetchRows = (page: number, limit: number, signal?: AbortSignal) =>
    fetchPage(props.service, props.path, {
      method: 'POST',
      body: { ...request, page, limit },
      ...(signal ? { signal } : {}),
      ...(schema ? { schema } : {}),
    });

  const list = useQuery({
    queryKey: [...listQueryKey(props.service, props.path), request],
    queryFn: ({ signal }) => fetchRows(request.page, request.limit, signal),
    placeholderData: keepPreviousData,
  });

  const proColumns: ProColumns<Row>[] = visible.map(({ key, column }) => {
    const {
      right: _right,
      sortKey: _sortKey,
      filterKey: _filterKey,
      exportValue: _export,
      hideInExport: _hide,
      ...rest
    } = column;
    const filtered = state.filters[filterKeyOf(column)];
    return {
      ...rest,
      key,
      hideInTable: false,
      sorter: column.sorter === true,
      sortOrder: state.sortColumn === key ? (state.ascending ? 'ascend' : 'descend') : null,
      ...(column.filters ? { filteredValue: Array.isArray(filtered) ? (filtered as FilterValue) : null } : {}),
    };
  });

  const onTableChange = (
    pagination: TablePaginationConfig,
    tableFilters: Record<string, FilterValue | null>,
    sorter: SorterResult<Row> | SorterResult<Row>[],
    extra: { action: 'paginate' | 'sort' | 'filter' },
  ) => {
    if (extra.action === 'paginate') {
      if (pagination.pageSize && pagination.pageSize !== state.limit) actions.setLimit(pagination.pageSize);
      else if (pagination.current) actions.setPage(pagination.current);
    } else if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = single?.order ? String(single.columnKey) : undefined;
      actions.setSort(key, single?.order !== 'descend');
    } else {
      const next: ListFilters = { ...state.filters };
      for (const column of allowed.filter((candidate) => candidate.filters)) {
        const chosen = tableFilters[columnKey(column)];
        if (chosen && chosen.length > 0) next[filterKeyOf(column)] = chosen;
        else delete next[filterKeyOf(column)];
      }
      actions.setFilters(next);
    }
  };

  const canCreate = props.createAction ? sessionCan(session, props.createAction.right) : false;
  const toolbar = [
    <Input
      key="search"
      allowClear
      aria-label="Rechercher"
      placeholder={props.searchPlaceholder ?? 'Rechercher'}
      prefix={<SearchOutlined />}
      value={searchText}
      onChange={(event) => setSearchText(event.target.value)}
      style={{ width: 240 }}
    />,
    <FilterPresetsButton
      key="presets"
      presets={pageConfig.presets}
      filters={state.filters}
      saving={pageConfig.saving}
      onApply={actions.setFilters}
      onReset={() => {
        actions.setFilters(initialFilters);
        setSearchText('');
      }}
      onSave={(filtersPreset) => pageConfig.save({ ...pageConfig.page, filtersPreset })}
    />,
    <Tooltip key="config" title="Configuration du tableau">
      <Button icon={<SettingOutlined />} aria-label="Configuration du tableau" onClick={() => setConfigOpen(true)} />
    </Tooltip>,
    props.exportName ? (
      <ExportButton
        key="export"
        columns={visible.map(({ column }) => column)}
        fetchRows={(page, limit) => fetchRows(page, limit)}
        knownCount={list.isPlaceholderData ? undefined : list.data?.filteredCount}
        fileName={props.exportName}
        writer={props.writeExcel ?? writeExcelFile}
        onNoData={() => void messageApi.warning(fr.NO_DATA_TO_EXPORT)}
        onFailed={() => void messageApi.error(fr.UNKNOWN_ERROR)}
      />
    ) : null,
    props.toolbarExtra ? <Fragment key="extra">{props.toolbarExtra}</Fragment> : null,
    props.createAction && canCreate ? (
      <Button key="create" type="primary" icon={<PlusOutlined />} onClick={props.createAction.onClick}>
        {props.createAction.label}
      </Button>
    ) : null,
  ].filter((node) => node !== null);

  const filterForm = props.filters?.form;
  return (
    <>
      {messageHolder}
      <ProTable<Row, Record<string, unknown>>
        // A table wider than a narrow screen scrolls inside the card instead of spilling out of it.
        tableStyle={{ overflowX: 'auto' }}
        {...props.tableProps}
        rowKey={props.rowKey}
        columns={proColumns}
        // While a smaller page loads, the previous rows are cut to it (antd would slice them itself).
        dataSource={(list.data?.data ?? []).slice(0, state.limit)}
        loading={list.isFetching}
        search={false}
        options={false}
        headerTitle={props.title}
        tableExtraRender={
          filterForm ? () => filterForm({ filters: state.filters, onChange: actions.setFilters }) : undefined
        }
        // One wrapping row, so that a narrow screen stacks the tools instead of pushing them out of the card.
        toolBarRender={() => [
          <Space key="tools" wrap style={{ justifyContent: 'flex-end' }}>
            {toolbar}
          </Space>,
        ]}
        pagination={{
          current: state.page,
          pageSize: state.limit,
          total: list.data?.filteredCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total) => `${total} élément(s)`,
        }}
        onChange={onTableChange}
      />
      {configOpen ? (
        <TableConfigDialog
          columns={arranged}
          config={tableConfig}
          pageSize={state.limit}
          onClose={() => setConfigOpen(false)}
          onSave={async (config) => {
            await pageConfig.save({ ...pageConfig.page, config });
            actions.applyConfig(config);
          }}
        />
      ) : null}
    </>
  );
}
