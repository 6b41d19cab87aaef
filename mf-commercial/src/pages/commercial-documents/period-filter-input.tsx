import { Form } from 'antd';
import { useState } from 'react';
import { fr, parseFrenchDate, toFrenchDateText } from '@portal/contracts';
import { FrenchDateInput } from '@portal/kit';

export type PeriodFilterInputProps = {
  label: string;
  /** The ISO calendar date of the filter, if any. */
  value: string | null;
  /** A complete valid date in order with the other end, or null when emptied. */
  onChange: (iso: string | null) => void;
  /** The period's other end: an end before the start is said and not applied. */
  bounds: { from?: string | null; to?: string | null };
};

/**
 * One end of a list's period, typed `jj/mm/aaaa`: the filter follows once the date is complete, exists
 * and keeps the period in order; until then the field says why. A filter changed elsewhere (a preset,
 * 'Réinitialiser') shows here.
 */
export function PeriodFilterInput({ label, value, onChange, bounds }: PeriodFilterInputProps) {
  const [text, setText] = useState(value ? toFrenchDateText(value) : '');
  const parsed = text.trim() === '' ? null : parseFrenchDate(text, 'none');
  const typedIso = parsed?.ok ? parsed.iso : null;
  // A filter changed from outside (a preset, 'Réinitialiser') replaces what was typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== typedIso) setText(value ? toFrenchDateText(value) : '');
  }
  const reversed =
    typedIso !== null && ((bounds.from && typedIso < bounds.from) || (bounds.to && typedIso > bounds.to));
  const issue = parsed && !parsed.ok && text.length >= 10 ? parsed.message : reversed ? fr.END_BEFORE_START : null;
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
          if (!next.ok) return;
          const outOfOrder = (bounds.from && next.iso < bounds.from) || (bounds.to && next.iso > bounds.to);
          if (!outOfOrder) onChange(next.iso);
        }}
      />
    </Form.Item>
  );
}
