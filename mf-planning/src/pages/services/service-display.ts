import { localTimeOf, type Service, type ServiceStatus } from '@portal/contracts';

/** The colour of each status's tag, in the list and on the planning (its legend). */
export const STATUS_COLORS: Record<ServiceStatus, string> = {
  100: 'blue',
  110: 'orange',
  120: 'red',
  200: 'green',
  250: 'lime',
  300: 'default',
  400: 'volcano',
  500: 'gold',
  600: 'default',
  700: 'purple',
  800: 'magenta',
};

/** '08:00 – 16:00' in Paris time. */
export const hoursText = (service: Pick<Service, 'startAt' | 'endAt'>) =>
  `${localTimeOf(service.startAt)} – ${localTimeOf(service.endAt)}`;
