const UNITS = ['Octets', 'Ko', 'Mo', 'Go'] as const;
const STEP = 1024;

const sizeFormatter = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, useGrouping: false });

/** A file size in the units of spec 00 §3, base 1024: 512 → `512 Octets`, 1536 → `1,5 Ko`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${sizeFormatter.format(value)} ${UNITS[unit]}`;
}
