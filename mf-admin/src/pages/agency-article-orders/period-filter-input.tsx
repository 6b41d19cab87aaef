import { Form } from 'antd';
import { useState } from 'react';
import { fr, parseFrenchDate, toFrenchDateText } from '@portal/contracts';
import { FrenchDateInput } from '@portal/kit';

export type PeriodFilterInputProps = {
  label: string;
  /** The ISO day of the filter, if any. */
  value: string | null;
  /** A complete day that exists and keeps the period in order, or null when emptied. */
  onChange: (iso: string | null) => void;
  /** The period's other end. */
  bounds: { from?: string | null; to?: string | null };
};

/**
 * One end of the orders' period, typed `jj/mm/aaaa`: the filter follows once the date is complete,
 * exists and keeps the period in order; until then the field says why. A filter changed elsewhere
 * (a preset, 'Réinitialiser') shows here.
 */
export function PeriodFilterInput({ label, value, onChange, bounds }: PeriodFilterInputProps) {
  const [text, setText] = useState(value ? toFrenchDateText(value) : '');
  const [seen, setSeen] = useState(value);
  const parsed = text.trim() === '' ? null : parseFrenchDate(text, 'none');
  const typedIso = parsed?.ok ? parsed.iso : null;
  if (seen !== value) {
    setSeen(value);
    if (value !== typedIso) setText(value ? toFrenchDateText(value) : '');
  }
  const outOfOrder = (iso: string) => Boolean((bounds.from && iso < bounds.from) || (bounds.to && iso > bounds.to));
  const issue =
    parsed && !parsed.ok && text.length >= 10
      ? parsed.message
      : typedIso !== null && outOfOrder(typedIso)
        ? fr.END_BEFORE_START
        : null;
  return (
    <Form.Item label={label} validateStatus={issue ? 'error' : undefined} help={issue} style={{ marginBottom: 8 }}>
      <FrenchDateInput
        aria-label={label}
        time="none"
        style={{ width: 130 }}
        value={text}
        onChange={(typed) => {
          setText(typed);
          if (typed.trim() === '') return onChange(null);
          const next = parseFrenchDate(typed, 'none');
          if (next.ok && !outOfOrder(next.iso)) onChange(next.iso);
        }}
      />
    </Form.Item>
  );
}
