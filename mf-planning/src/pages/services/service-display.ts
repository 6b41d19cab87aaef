import { localTimeOf, type Service } from '@portal/contracts';

/** '08:00 – 16:00' in Paris time. */
export const hoursText = (service: Pick<Service, 'startAt' | 'endAt'>) =>
  `${localTimeOf(service.startAt)} – ${localTimeOf(service.endAt)}`;
