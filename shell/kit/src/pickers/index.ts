export * from './customer-picker.js';
export * from './site-picker.js';
export * from './country-picker.js';
export { PICKER_PAGE_SIZE } from './use-picker-options.js';
