import { Alert, Form, Input } from 'antd';
import { EstimatedHoursSchema, durationBelowEstimate, fr, soldHundredthsOfHour } from '@portal/contracts';
import { zodRule } from '@portal/kit';
import type { RowFormValues } from './document-form-values.js';

const hoursRule = zodRule(EstimatedHoursSchema);
const hoursText = (hundredths: number) => (hundredths / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/**
 * An estimate's estimated duration, and the warning of 02 §5 while its rows sold by the hour add up
 * to less: 'La durée est inférieure à l'estimation' (the estimate is saved all the same).
 */
export function EstimatedDuration() {
  const rows = Form.useWatch<RowFormValues[] | undefined>('rows') ?? [];
  const estimated = Form.useWatch<string | undefined>('estimatedHours');
  const below = durationBelowEstimate(rows, estimated);
  return (
    <>
      <Form.Item
        name="estimatedHours"
        label="Durée estimée (h)"
        rules={[hoursRule]}
        tooltip="Les heures que demande le travail : le devis vous avertit si ses lignes à l'heure en comptent moins."
        style={{ maxWidth: 220, marginTop: 16 }}
      >
        <Input inputMode="decimal" suffix="h" />
      </Form.Item>
      {below ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={fr.DURATION_BELOW_ESTIMATE}
          description={`Lignes à l'heure : ${hoursText(soldHundredthsOfHour(rows))} h pour ${hoursText(
            Math.round(Number(estimated) * 100),
          )} h estimées.`}
        />
      ) : null}
    </>
  );
}
