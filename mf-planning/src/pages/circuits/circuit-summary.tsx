import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CircuitPeriod } from '@portal/contracts';
import { CIRCUITS_QUERY_KEY, fetchCircuitCounts, fetchCircuitErrors } from './circuit-calls.js';

const COUNTS = [
  ['waiting', 'En attente'],
  ['inProgress', 'En cours'],
  ['notFinished', 'Non terminés'],
  ['finished', 'Terminés'],
] as const;

/** Above the list: the period's circuits by status, and what is wrong with some of them. */
export function CircuitSummary(props: { agencyId: string; period: CircuitPeriod }) {
  const { agencyId, period } = props;
  const counts = useQuery({
    queryKey: [...CIRCUITS_QUERY_KEY, 'count', agencyId, period],
    queryFn: ({ signal }) => fetchCircuitCounts(agencyId, period, signal),
  });
  const errors = useQuery({
    queryKey: [...CIRCUITS_QUERY_KEY, 'errors', agencyId, period],
    queryFn: ({ signal }) => fetchCircuitErrors(agencyId, period, signal),
  });
  const found = errors.data?.data ?? [];
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} role="list" aria-label="Circuits par statut">
        {COUNTS.map(([key, label]) => (
          <Col key={key} xs={12} md={6} role="listitem">
            <Card size="small">
              <Statistic title={label} value={counts.data?.[key] ?? '–'} loading={counts.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      {found.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            found.length > 1
              ? `${found.length} anomalies sur les circuits de la période`
              : '1 anomalie sur un circuit de la période'
          }
          description={
            <ul style={{ paddingLeft: 18, margin: 0 }}>
              {found.map((error, index) => (
                <li key={index}>
                  {error.reference} {error.name} : {error.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </>
  );
}
