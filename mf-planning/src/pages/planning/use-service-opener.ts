import { App } from 'antd';
import {
  EDITABLE_SERVICE_STATUSES,
  SERVICE_STATUS_LABELS,
  type PlanningService,
  type Service,
} from '@portal/contracts';
import { getService } from '../services/service-calls.js';

/**
 * A service clicked on the planning: one not started yet is read whole and handed to its editor; the
 * others say their status.
 */
export function useServiceOpener(agencyId: string, edit: (service: Service) => void) {
  const { message } = App.useApp();
  return async (planned: PlanningService) => {
    if (!EDITABLE_SERVICE_STATUSES.includes(planned.status)) {
      void message.info(`Service ${planned.reference} : ${SERVICE_STATUS_LABELS[planned.status]}`);
      return;
    }
    edit(await getService(agencyId, planned.id));
  };
}
