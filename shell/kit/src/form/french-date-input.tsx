import type { FrenchDateTime } from '@portal/contracts';
import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';

const PLACEHOLDERS: Record<FrenchDateTime, string> = {
  none: 'jj/mm/aaaa',
  optional: 'jj/mm/aaaa hh:mm',
  required: 'jj/mm/aaaa hh:mm',
};

/**
 * Separators inserted when the user keeps typing digits (`123` → `12/3`, `12/03/20261` →
 * `12/03/2026 1`); anything else, a paste or separators typed by hand, is left as written.
 */
export function shapeFrenchDate(typed: string, time: FrenchDateTime): string {
  if (/^\d{3}$/.test(typed) || /^\d{2}\/\d{3}$/.test(typed)) return `${typed.slice(0, -1)}/${typed.slice(-1)}`;
  if (time === 'none') return typed;
  if (/^\d{2}\/\d{2}\/\d{5}$/.test(typed)) return `${typed.slice(0, -1)} ${typed.slice(-1)}`;
  if (/^\d{2}\/\d{2}\/\d{4} \d{3}$/.test(typed)) return `${typed.slice(0, -1)}:${typed.slice(-1)}`;
  return typed;
}

export type FrenchDateInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** The typed text (`dd/mm/yyyy` or `dd/mm/yyyy hh:mm`); read it with `FrenchDateSchema` on submit. */
  value?: string;
  onChange?: (value: string) => void;
  time?: FrenchDateTime;
};

/**
 * A date typed the French way (spec 00 §5), for a `Form.Item` with `frenchDateRule(time)`. Separators are
 * inserted as digits are typed.
 */
export function FrenchDateInput({ value, onChange, time = 'optional', ...rest }: FrenchDateInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange?.(shapeFrenchDate(event.target.value, time));
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder={PLACEHOLDERS[time]}
      maxLength={time === 'none' ? 10 : 16}
      {...rest}
      value={value}
      onChange={handleChange}
    />
  );
}
