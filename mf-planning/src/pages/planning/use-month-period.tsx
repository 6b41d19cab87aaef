import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { addDays, localDateOf } from '@portal/contracts';
import { shiftAnchor } from './planning-window.js';

/** The calendar month of a day: its first and last days. */
function monthOf(day: string) {
  const from = `${day.slice(0, 8)}01`;
  return { from, to: addDays(shiftAnchor(2, from, 1), -1) };
}

const monthTitle = (from: string) => {
  const text = new Date(`${from}T12:00:00Z`).toLocaleDateString('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The month a screen shows (circuits, hours: the current one first), with previous and next. */
export function useMonthPeriod() {
  const [period, setPeriod] = useState(() => monthOf(localDateOf(new Date())));
  const move = (direction: 1 | -1) => setPeriod(monthOf(shiftAnchor(2, period.from, direction)));
  const picker = (
    <Space>
      <Button aria-label="Mois précédent" icon={<LeftOutlined />} onClick={() => move(-1)} />
      <Typography.Text strong style={{ minWidth: 140, display: 'inline-block', textAlign: 'center' }}>
        {monthTitle(period.from)}
      </Typography.Text>
      <Button aria-label="Mois suivant" icon={<RightOutlined />} onClick={() => move(1)} />
    </Space>
  );
  /** Shows the month of a day (a circuit just made). */
  const showDay = (day: string) => setPeriod(monthOf(day));
  return { period, picker, showDay };
}
