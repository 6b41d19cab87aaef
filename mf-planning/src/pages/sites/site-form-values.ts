import {
  SITE_RADIUS_DEFAULT,
  parseFrenchDate,
  toFrenchDateText,
  type ActiveStatus,
  type CountryCode,
  type InterventionReportTemplate,
  type SaveSiteInput,
  type Site,
  type SiteItem,
  type SiteLocation,
} from '@portal/contracts';

/** The site dialog's form: the site as typed (closure dates `dd/mm/yyyy`, items in their order). */
export type SiteFormValues = {
  name: string;
  customerId?: string;
  status: ActiveStatus;
  address: {
    street: string;
    complement: string;
    zipcode: string;
    city: string;
    country: CountryCode;
    location: SiteLocation | null;
  };
  radius: number;
  comments: string;
  instructions: string;
  items: { id?: string; label: string }[];
  closures: { startDate: string; endDate: string; reason: string }[];
  specialties: string[];
  rightsAgent: Record<string, boolean>;
  rightsCustomer: Record<string, boolean>;
  notifications: { instructionsToAgents: boolean; instructionsToAdmins: boolean; instructionsToCustomers: boolean };
  eventReportEnabled: boolean;
  interventionReportAfterServiceEnabled: boolean;
  interventionReportTemplate: InterventionReportTemplate;
  reportSignatureRequired: boolean;
};

/** What a new site starts with (radius 100, France, active). */
export const NEW_SITE_VALUES: SiteFormValues = {
  name: '',
  status: 100,
  address: { street: '', complement: '', zipcode: '', city: '', country: 'FR', location: null },
  radius: SITE_RADIUS_DEFAULT,
  comments: '',
  instructions: '',
  items: [],
  closures: [],
  specialties: [],
  rightsAgent: {},
  rightsCustomer: {},
  notifications: { instructionsToAgents: false, instructionsToAdmins: false, instructionsToCustomers: false },
  eventReportEnabled: false,
  interventionReportAfterServiceEnabled: false,
  interventionReportTemplate: 'intervention',
  reportSignatureRequired: false,
};

export function formValuesOf(site: Site | undefined, items: SiteItem[] = []): SiteFormValues {
  if (!site) return NEW_SITE_VALUES;
  return {
    name: site.name,
    customerId: site.customerId,
    status: site.status,
    address: { ...site.address, country: site.address.country as CountryCode },
    radius: site.radius,
    comments: site.comments,
    instructions: site.instructions,
    items: items.map(({ id, label }) => ({ id, label })),
    closures: site.closures.map((closure) => ({
      startDate: toFrenchDateText(closure.startDate),
      endDate: toFrenchDateText(closure.endDate),
      reason: closure.reason,
    })),
    specialties: site.specialties,
    rightsAgent: site.rightsAgent,
    rightsCustomer: site.rightsCustomer,
    notifications: site.notifications,
    eventReportEnabled: site.eventReportEnabled,
    interventionReportAfterServiceEnabled: site.interventionReportAfterServiceEnabled,
    interventionReportTemplate: site.interventionReportTemplate,
    reportSignatureRequired: site.reportSignatureRequired,
  };
}

/** A typed date as it travels; left as typed when invalid, for the service to refuse it on its field. */
const isoOf = (typed: string) => {
  const parsed = parseFrenchDate(typed, 'none');
  return parsed.ok ? parsed.iso : typed;
};

/** Only the rights ticked are sent. */
const granted = (rights: Record<string, boolean> | undefined) =>
  Object.fromEntries(Object.entries(rights ?? {}).filter(([, on]) => on));

export function bodyOf(values: SiteFormValues): SaveSiteInput {
  return {
    name: values.name,
    customerId: values.customerId ?? '',
    status: values.status,
    address: {
      ...values.address,
      location:
        values.address.location && typeof values.address.location.latitude === 'number'
          ? values.address.location
          : null,
    },
    radius: values.radius,
    comments: values.comments ?? '',
    instructions: values.instructions ?? '',
    closures: (values.closures ?? []).map((closure) => ({
      startDate: isoOf(closure.startDate ?? ''),
      endDate: isoOf(closure.endDate ?? ''),
      reason: closure.reason ?? '',
    })),
    specialties: values.specialties ?? [],
    rightsAgent: granted(values.rightsAgent),
    rightsCustomer: granted(values.rightsCustomer),
    notifications: values.notifications,
    eventReportEnabled: values.eventReportEnabled,
    interventionReportAfterServiceEnabled: values.interventionReportAfterServiceEnabled,
    interventionReportTemplate: values.interventionReportTemplate,
    reportSignatureRequired: values.reportSignatureRequired,
  };
}

/** The items as the items call takes them: positions in the order shown. */
export function itemsBodyOf(values: SiteFormValues) {
  return {
    items: (values.items ?? []).map((item, position) => ({
      ...(item.id ? { id: item.id } : {}),
      label: item.label,
      position,
    })),
  };
}

/** The tab holding a field, to show the first refused one (top-level name of its path). */
export function tabOfField(name: string | number | undefined): SiteTab {
  switch (name) {
    case 'address':
    case 'radius':
      return 'address';
    case 'comments':
    case 'instructions':
    case 'items':
    case 'closures':
    case 'specialties':
      return 'instructions';
    case 'rightsAgent':
    case 'rightsCustomer':
      return 'rights';
    case 'notifications':
    case 'eventReportEnabled':
    case 'interventionReportAfterServiceEnabled':
    case 'interventionReportTemplate':
    case 'reportSignatureRequired':
      return 'notifications';
    default:
      return 'general';
  }
}
export type SiteTab = 'general' | 'address' | 'instructions' | 'rights' | 'notifications';
