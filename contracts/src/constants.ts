/** Business constants and limits of spec 00 §9 (and the app version of 00 §1/§4). */
export const APP_VERSION = '4.37.3756';

export const UPLOAD_MAX_BYTES = 25_000_000;
export const EXCEL_EXPORT_MAX_ROWS = 5000;
export const EXPORT_PAGE_SIZE = 180;

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, 250] as const;
export const AGENCY_INVOICES_PAGE_SIZE = 20;

export const SEARCH_DEBOUNCE_MS = 400;
export const TABLE_FETCH_DEBOUNCE_MS = 250;
export const CATALOGUE_SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const AGENCY_SEARCH_LIMIT = 10;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DIALOG_LOAD_TIMEOUT_MS = 5000;
export const DIALOG_LOAD_DELAY_MS = 10;
export const DIALOG_CLOSE_ANIMATION_MS = 250;
export const MAP_WRAPPER_DELAY_MS = 250;

export const TOAST_DURATION_MS = { short: 5000, medium: 7500, long: 10_000 } as const;

export const EDITOR_MAX_CHARACTERS = 500_000;
export const EDITOR_IMAGE_MAX_WIDTH_PX = 1500;

export const GEOLOCATION_TIMEOUT_MS = 15_000;
export const MAP_ZOOM = 18;
export const ACCURACY_CIRCLE_MAX_METERS = 500;
/** Default map centre: southern France. */
export const DEFAULT_MAP_CENTER = { latitude: 43.6, longitude: 3.88 } as const;
/**
 * The maps' tile source (OpenStreetMap, a third party fetched by the browser; the map works without
 * it). The front ends' Content-Security-Policy allows images from its origin.
 */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const AGENCY_INACTIVITY_LIMIT_DAYS = 14;

/** Length of the free trial a new agency starts with (spec 00 §4 trial states). */
export const FREE_TRIAL_DAYS = 14;

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_COUNTRY = 'FR';
export const DEFAULT_VAT_LABEL = 'TVA';
export const DEFAULT_HOLIDAY_LOCALE = 'FR';

/** Password rules of spec 00 §5. */
export const PASSWORD_MIN_LENGTH = 6;

/** Request bodies above this size are refused (uploads have their own route and limit). */
export const JSON_BODY_MAX_BYTES = 1_000_000;
