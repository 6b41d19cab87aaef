import type { ServiceEventDefaults } from '@portal/contracts';

export type EventTypeSetting = { key: keyof ServiceEventDefaults; label: string };

/** The four settings of a type for a site, as the screen names them. */
export const EVENT_TYPE_SETTINGS: readonly EventTypeSetting[] = [
  { key: 'enabled', label: 'Activé' },
  { key: 'customerShow', label: 'Visible par le client' },
  { key: 'notifyAgency', label: "Notifier l'agence" },
  { key: 'notifyCustomer', label: 'Notifier le client' },
];
