import type { ServiceStatus } from '@portal/contracts';

/** The antd tag colour of each service status (01 §4), the same on every screen that shows one. */
export const SERVICE_STATUS_TAG_COLORS: Record<ServiceStatus, string> = {
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
