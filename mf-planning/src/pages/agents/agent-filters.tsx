import { Col, Form, Row, Select } from 'antd';
import { COLLABORATOR_STATUS_LABELS, COLLABORATOR_TYPE_LABELS } from '@portal/contracts';
import type { FilterFormProps, ListFilters } from '@portal/kit';
import { optionsOf } from './tabs/options.js';

const PLANNABLE_OPTIONS = [
  { value: 'all', label: 'Tous' },
  { value: 'yes', label: 'Planifiables' },
  { value: 'no', label: 'Non planifiables' },
];

const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A filter set without the empty ones (an empty list means any). */
function withValue(filters: ListFilters, key: string, value: unknown): ListFilters {
  const { [key]: _previous, ...rest } = filters;
  const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  return empty ? rest : { ...rest, [key]: value };
}

/** Filters of the agents screen: status, type, plannable, specialties. */
export function AgentFilters({ filters, onChange }: FilterFormProps) {
  const plannable = filters['plannable'] === true ? 'yes' : filters['plannable'] === false ? 'no' : 'all';
  return (
    <Form layout="vertical" style={{ marginBottom: 8 }}>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item label="Statut" style={{ marginBottom: 0 }}>
            <Select
              mode="multiple"
              allowClear
              aria-label="Statut"
              placeholder="Avec ou sans licence, archivés"
              value={listOf<number>(filters['status'])}
              options={optionsOf(COLLABORATOR_STATUS_LABELS, true)}
              onChange={(value: number[]) => onChange(withValue(filters, 'status', value))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Type" style={{ marginBottom: 0 }}>
            <Select
              mode="multiple"
              allowClear
              aria-label="Type"
              placeholder="Tous les types"
              value={listOf<string>(filters['type'])}
              options={optionsOf(COLLABORATOR_TYPE_LABELS)}
              onChange={(value: string[]) => onChange(withValue(filters, 'type', value))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Planifiable" style={{ marginBottom: 0 }}>
            <Select
              aria-label="Planifiable"
              value={plannable}
              options={PLANNABLE_OPTIONS}
              onChange={(value: string) =>
                onChange(withValue(filters, 'plannable', value === 'all' ? undefined : value === 'yes'))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label="Spécialités" style={{ marginBottom: 0 }}>
            <Select
              mode="tags"
              open={false}
              allowClear
              aria-label="Spécialités"
              placeholder="Ex. : SSIAP 1"
              value={listOf<string>(filters['specialties'])}
              onChange={(value: string[]) => onChange(withValue(filters, 'specialties', value))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
