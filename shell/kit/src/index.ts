/**
 * `@portal/kit`: what every front end of the portal uses. See `core.ts` for the part without antd; the
 * list table (`ListTable`) loads its code, and pro-components, on first use.
 */
export * from './core.js';
export * from './ui/portal-provider.js';
export * from './ui/kept-styles.js';
export * from './ui/error-panel.js';
export * from './ui/standalone-app.js';
export * from './ui/start-standalone.js';
export * from './user/use-page-config.js';
export * from './table/lazy-list-table.js';
export * from './table/list-table-types.js';
export * from './table/row-action.js';
export * from './table/delete-row-action.js';
export * from './table/list-query-key.js';
export * from './table/use-debounced-value.js';
export { TableConfigSchema, type TableConfig } from './table/table-config.js';
export { collectExportRows, exportSheet, writeExcelFile } from './table/excel-export.js';
export * from './dialog/lazy-dialog.js';
export * from './dialog/use-planning-save.js';
export * from './form/zod-rule.js';
export * from './form/use-record-save.js';
export * from './form/rules.js';
export * from './form/french-date-input.js';
export * from './form/period-filter-input.js';
export * from './form/french-instant.js';
export * from './form/upload-field.js';
export * from './http/use-binary-url.js';
export * from './pickers/index.js';
export * from './format/format-money.js';
export * from './format/format-decimal.js';
export * from './format/format-file-size.js';
export * from './format/format-date.js';
export * from './format/subscription-state-tag.js';
export * from './form/apply-field-errors.js';
