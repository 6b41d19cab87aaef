import { Form } from 'antd';
import { useState } from 'react';
import { fr, parseFrenchDate, toFrenchDateText } from '@portal/contracts';
import { FrenchDateInput } from './french-date-input.js';

export type PeriodFilterInputProps = {
  label: string;
  /** The ISO calendar date of the filter, if any. */
  value: string | null | undefined;
  /** A complete valid date (in order with `bounds`, when given), or null when emptied. */
  onChange: (iso: string | null) => void;
  /** The period's other end, when this field keeps the order: an end before the start is said and not applied. */
  bounds?: { from?: string | null; to?: string | null };
  /** A refusal of the pair decided by the caller (an end before the start), shown under the field. */
  error?: string | null;
};

/**
 * One end of a list's period, typed `jj/mm/aaaa`: the filter follows once the date is complete and
 * exists (and, with `bounds`, keeps the period in order); until then the field says why ('Format
 * français invalide', "La date n'existe pas"). A filter changed elsewhere (a preset, 'Réinitialiser')
 * shows here.
 */
export function PeriodFilterInput({ label, value = null, onChange, bounds = {}, error }: PeriodFilterInputProps) {
  const [text, setText] = useState(value ? toFrenchDateText(value) : '');
  const parsed = text.trim() === '' ? null : parseFrenchDate(text, 'none');
  const typedIso = parsed?.ok ? parsed.iso : null;
  // A filter changed from outside (a preset, 'Réinitialiser') replaces what was typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== typedIso) setText(value ? toFrenchDateText(value) : '');
  }
  const outOfOrder = (iso: string) => Boolean((bounds.from && iso < bounds.from) || (bounds.to && iso > bounds.to));
  const typingIssue = parsed && !parsed.ok && text.length >= 10 ? parsed.message : null;
  const reversed = typedIso !== null && outOfOrder(typedIso) ? fr.END_BEFORE_START : null;
  const issue = typingIssue ?? reversed ?? error ?? null;
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
