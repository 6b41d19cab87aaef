import { Form } from 'antd';
import { useState } from 'react';
import { parseFrenchDate, toFrenchDateText } from '@portal/contracts';
import { FrenchDateInput } from '@portal/kit';

export type PeriodInputProps = {
  label: string;
  /** The ISO calendar date chosen, if any. */
  value: string | null | undefined;
  /** A complete valid date, or null when the field is emptied. */
  onChange: (iso: string | null) => void;
  /** A refusal of the pair (an end before the start), shown under the field. */
  error?: string | null;
};

/**
 * One end of the period, typed `jj/mm/aaaa`: the filter follows once the date is complete and
 * exists; until then the field says what is wrong ('Format français invalide', "La date n'existe
 * pas").
 */
export function PeriodInput({ label, value, onChange, error }: PeriodInputProps) {
  const [text, setText] = useState(value ? toFrenchDateText(value) : '');
  const parsed = text.trim() === '' ? null : parseFrenchDate(text, 'none');
  const typingIssue = parsed && !parsed.ok && text.length >= 10 ? parsed.message : null;
  const issue = typingIssue ?? error ?? null;
  return (
    <Form.Item label={label} validateStatus={issue ? 'error' : undefined} help={issue} style={{ marginBottom: 8 }}>
      <FrenchDateInput
        aria-label={label}
        time="none"
        style={{ width: 130 }}
        value={text}
        onChange={(typed) => {
          setText(typed);
          if (typed.trim() === '') onChange(null);
          else {
            const next = parseFrenchDate(typed, 'none');
            if (next.ok) onChange(next.iso);
          }
        }}
      />
    </Form.Item>
  );
}
