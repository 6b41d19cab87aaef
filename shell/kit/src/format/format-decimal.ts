/** The decimal separator option of spec 00 §3: comma by default. */
export type DecimalSeparator = 'comma' | 'point';

/**
 * A decimal number with the chosen separator and no grouping (`1234.5` → `1234,5`): the digits a
 * user types back. `decimals` fixes the number of decimals; a decimal string keeps its own digits.
 * Anything that is not a number gives ''.
 */
export function formatDecimal(
  value: number | string | null | undefined,
  options: { separator?: DecimalSeparator; decimals?: number } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(number)) return '';
  let text: string;
  if (options.decimals !== undefined) text = number.toFixed(options.decimals);
  else if (typeof value === 'string') text = value.trim().replace(',', '.');
  else text = String(number);
  return (options.separator ?? 'comma') === 'comma' ? text.replace('.', ',') : text;
}
