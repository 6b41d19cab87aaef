import { PeriodFilterInput } from '@portal/kit';
import { Collapse, Form, Grid, Select } from 'antd';
import { ESTIMATE_STATE_LABELS, INVOICE_STATE_LABELS } from '@portal/contracts';
import type { FilterFormProps, ListFilters } from '@portal/kit';
import { DocumentCustomerSelect } from './customer-select.js';
import type { DocumentFamily } from './document-calls.js';

type StateChoice = { value: string; label: string; filters: ListFilters };

/** The state filter's choices, as the list call's filters (`validated`, `paid`). */
const STATE_CHOICES: Record<DocumentFamily, StateChoice[]> = {
  invoice: [
    { value: 'draft', label: INVOICE_STATE_LABELS.draft, filters: { validated: false } },
    {
      value: 'awaiting_payment',
      label: INVOICE_STATE_LABELS.awaiting_payment,
      filters: { validated: true, paid: [0, 50] },
    },
    { value: 'paid', label: INVOICE_STATE_LABELS.paid, filters: { validated: true, paid: [100] } },
  ],
  estimate: [
    { value: 'validated', label: ESTIMATE_STATE_LABELS.validated, filters: { validated: true } },
    { value: 'not_validated', label: 'Non validé', filters: { validated: false } },
  ],
};
const SENT_CHOICES = [
  { value: 'sent', label: 'Envoyés' },
  { value: 'not_sent', label: 'Non envoyés' },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function stateOf(family: DocumentFamily, filters: ListFilters): string | undefined {
  return STATE_CHOICES[family].find(
    (choice) =>
      same(filters['validated'], choice.filters['validated']) && same(filters['paid'], choice.filters['paid']),
  )?.value;
}

/** The filters as a form: inline on a wide screen, behind 'Filtres' on a phone. */
function DocumentFiltersBar({ family, filters, onChange }: FilterFormProps & { family: DocumentFamily }) {
  const screens = Grid.useBreakpoint();
  const set = (changes: ListFilters) => {
    const next: ListFilters = { ...filters, ...changes };
    for (const [key, value] of Object.entries(next)) if (value === undefined || value === null) delete next[key];
    onChange(next);
  };
  const from = typeof filters['from'] === 'string' ? filters['from'] : null;
  const to = typeof filters['to'] === 'string' ? filters['to'] : null;
  const sent = filters['sent'] === true ? 'sent' : filters['sent'] === false ? 'not_sent' : undefined;
  const form = (
    <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
      <Form.Item label="État" style={{ marginBottom: 8 }}>
        <Select<string>
          aria-label="État"
          allowClear
          placeholder="Tous"
          style={{ width: 210 }}
          value={stateOf(family, filters)}
          options={STATE_CHOICES[family].map(({ value, label }) => ({ value, label }))}
          onChange={(value) => {
            const choice = STATE_CHOICES[family].find((candidate) => candidate.value === value);
            set({ validated: undefined, paid: undefined, ...choice?.filters });
          }}
        />
      </Form.Item>
      <Form.Item label="Envoi" style={{ marginBottom: 8 }}>
        <Select<string>
          aria-label="Envoi"
          allowClear
          placeholder="Tous"
          style={{ width: 150 }}
          value={sent}
          options={SENT_CHOICES}
          onChange={(value) => set({ sent: value === undefined ? undefined : value === 'sent' })}
        />
      </Form.Item>
      <Form.Item label="Client" style={{ marginBottom: 8 }}>
        <DocumentCustomerSelect
          aria-label="Client"
          placeholder="Tous les clients"
          style={{ width: 240 }}
          value={typeof filters['customerId'] === 'string' ? filters['customerId'] : undefined}
          onChange={(customerId) => set({ customerId })}
        />
      </Form.Item>
      <PeriodFilterInput label="Du" value={from} bounds={{ to }} onChange={(next) => set({ from: next })} />
      <PeriodFilterInput label="Au" value={to} bounds={{ from }} onChange={(next) => set({ to: next })} />
    </Form>
  );
  // A phone's width only (xs); before the first measure the screen counts as wide.
  if (screens.xs !== true) return form;
  const chosen = [
    'validated' in filters || 'paid' in filters,
    'sent' in filters,
    'customerId' in filters,
    'from' in filters,
    'to' in filters,
  ].filter(Boolean).length;
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 12 }}
      items={[{ key: 'filters', label: chosen > 0 ? `Filtres (${chosen})` : 'Filtres', children: form }]}
    />
  );
}

/**
 * Above the estimates or invoices list: state (draft, awaiting payment, paid; or validated), sent
 * or not, customer and period of the document's date. Each is one of the list call's filters.
 */
export function documentFilters(family: DocumentFamily) {
  return function DocumentFilters(props: FilterFormProps) {
    return <DocumentFiltersBar family={family} {...props} />;
  };
}
