import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
import type { DueInvoices } from '@portal/contracts';
import { formatDate, formatMoney } from '@portal/kit';
import type { ReactNode } from 'react';

const invoices = (count: number) => `${count} facture${count > 1 ? 's' : ''}`;

function Figure({ title, value, color, note }: { title: string; value: string; color?: string; note: ReactNode }) {
  return (
    <Col xs={24} md={8}>
      <Card role="group" aria-label={title} style={{ height: '100%' }}>
        <Statistic title={title} value={value} valueStyle={color ? { color } : undefined} />
        <Typography.Text type="secondary">{note}</Typography.Text>
      </Card>
    </Col>
  );
}

/** 'Reste à payer', 'Dont en retard' (red when some is), 'Prochaine échéance': side by side, stacked on a phone. */
export function DueFigures({ due }: { due: DueInvoices }) {
  const { token } = theme.useToken();
  const late = due.overdueCount > 0;
  return (
    <Row gutter={[16, 16]}>
      <Figure title="Reste à payer" value={formatMoney(due.amountDue, due.currency)} note={invoices(due.dueCount)} />
      <Figure
        title="Dont en retard"
        value={formatMoney(due.amountOverdue, due.currency)}
        color={late ? token.colorError : undefined}
        note={late ? invoices(due.overdueCount) : 'Aucun retard'}
      />
      <Figure
        title="Prochaine échéance"
        value={due.nextDueDate ? formatDate(due.nextDueDate) : 'Aucune'}
        note={due.nextDueDate ? 'Date limite de paiement' : 'Aucune échéance à venir'}
      />
    </Row>
  );
}
