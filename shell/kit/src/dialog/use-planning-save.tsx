import { App } from 'antd';
import { z } from 'zod';
import { fr, PlanningAnomalySchema } from '@portal/contracts';
import { isApiError } from '../http/api-error.js';

const AnomaliesSchema = z.array(PlanningAnomalySchema);

/**
 * A save that the planning checks may stop (01 §8): warnings ask 'Des anomalies ont été détectées,
 * voulez-vous modifier votre saisie ?' with each anomaly; 'Enregistrer quand même' (or `goOnText`)
 * resends the save confirmed, 'Modifier' goes back to the form. A forbidding check is shown as
 * refused, naming its rule. Resolves with the save's answer, or null when the user went back.
 */
export function usePlanningSave(goOnText = 'Enregistrer quand même') {
  const { modal } = App.useApp();
  return async function save<T>(send: (confirmed: boolean) => Promise<T>): Promise<T | null> {
    try {
      return await send(false);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const anomalies = AnomaliesSchema.safeParse(error.details['anomalies']);
      if (error.code === 'PLANNING_FORBIDDEN' && anomalies.success) {
        await new Promise<void>((resolve) => {
          modal.error({
            title: error.message,
            content: <AnomalyList anomalies={anomalies.data} />,
            okText: 'Modifier',
            onOk: () => resolve(),
          });
        });
        return null;
      }
      if (error.code !== 'PLANNING_ANOMALIES' || !anomalies.success) throw error;
      const confirmed = await modal.confirm({
        title: fr.PLANNING_ANOMALIES,
        content: <AnomalyList anomalies={anomalies.data} />,
        okText: goOnText,
        cancelText: 'Modifier',
        width: 560,
      });
      return confirmed ? send(true) : null;
    }
  };
}

function AnomalyList(props: { anomalies: z.infer<typeof AnomaliesSchema> }) {
  return (
    <ul style={{ paddingLeft: 18, margin: 0 }}>
      {props.anomalies.map((anomaly, index) => (
        <li key={index}>{anomaly.message}</li>
      ))}
    </ul>
  );
}
