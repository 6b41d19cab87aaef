const UNITS = ['Octets', 'Ko', 'Mo', 'Go'] as const;
const STEP = 1024;

// Made on first use, not when the kit loads: the first number format of a page loads the locale's
// data (~40 ms of a slow phone's main thread, before its first screen, which shows no size).
let sizeFormatter: Intl.NumberFormat | undefined;

/** A file size in the units of spec 00 §3, base 1024: 512 → `512 Octets`, 1536 → `1,5 Ko`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  sizeFormatter ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, useGrouping: false });
  return `${sizeFormatter.format(value)} ${UNITS[unit]}`;
}
