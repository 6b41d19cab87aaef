import { billableLineFigures, uuidv7, type ServiceFinishedPayload } from '@portal/contracts';
import { foldText } from '@portal/service-kit/db/search';
import type { NewBillableLine } from './repo.js';

/**
 * The billable line of a finished service: the event's facts as they came, and the figures of
 * contracts' `billableLineFigures` (hours to the hundredth, quantity, amount excl. tax). The event's
 * schema guarantees a price that counts and instants that parse.
 */
export function lineOfService(payload: ServiceFinishedPayload): NewBillableLine {
  const unitPrice = payload.prestation.unitPrice;
  const figures = billableLineFigures({ ...payload, unitPrice });
  return {
    id: uuidv7(),
    agencyId: payload.agencyId,
    serviceId: payload.serviceId,
    reference: payload.reference,
    customerId: payload.customerId,
    customerName: payload.customerName,
    siteId: payload.siteId,
    siteName: payload.siteName,
    prestationLabel: payload.prestation.label,
    unitPrice,
    billingMode: payload.billingMode,
    category: payload.category,
    nbAgents: payload.nbAgents,
    startedAt: new Date(payload.startAt),
    endedAt: new Date(payload.endAt),
    finishedAt: new Date(payload.finishedAt),
    hoursDay: figures.hours.day,
    hoursNight: figures.hours.night,
    hoursSunday: figures.hours.sunday,
    hoursHoliday: figures.hours.holiday,
    hoursTotal: figures.hours.total,
    nightFactor: figures.nightFactor,
    holidayFactor: figures.holidayFactor,
    quantity: figures.quantity,
    amount: figures.amount,
    searchText: foldText([payload.customerName, payload.siteName, payload.reference].join(' ')),
  };
}
