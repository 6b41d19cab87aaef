import {
  CreateAgencySchema,
  PRO_OFFER_LICENCES,
  type CreateAgency,
  type LicenceLimits,
  type PlatformRole,
  type Right,
} from '@portal/contracts';

/** The password of every demo account (spec 00 §5 rules: digit, lower and upper case). */
export const DEMO_PASSWORD = 'Demo2026!';

export type DemoPerson = { email: string; firstName: string; lastName: string };

/** A member besides the owner: office staff (non-plannable), a field agent (plannable) or a customer user. */
export type DemoMember = DemoPerson &
  (
    | { profile: 'staff'; rights: Right[] }
    | { profile: 'agent' }
    | { profile: 'customer'; customer: { key: string; name: string }; invoiceRecipient: boolean }
  );

/**
 * Where the agency's subscription stands, set again on every run relative to that run's date: paid
 * for a year ahead, or a free trial that ended a few days ago without any payment.
 */
export type DemoSubscription = 'valid' | 'trial-finished';

export type DemoAgency = {
  key: string;
  agency: CreateAgency;
  subscription: DemoSubscription;
  members: DemoMember[];
  /** Its licences when created, when not the default ones. */
  limits?: LicenceLimits;
};

export const DEMO_PLATFORM_USERS: (DemoPerson & { platformRole: PlatformRole })[] = [
  { email: 'support@plateforme-demo.fr', firstName: 'Camille', lastName: 'Perrin', platformRole: 'support' },
  { email: 'admin@plateforme-demo.fr', firstName: 'Antoine', lastName: 'Lambert', platformRole: 'super_admin' },
];

export const DEMO_AGENCIES: DemoAgency[] = [
  {
    key: 'vigie',
    agency: CreateAgencySchema.parse({
      name: 'Vigie Sécurité',
      activity: 'security',
      email: 'contact@vigie-demo.fr',
      address: {
        street: '12 rue de la Loge',
        zipcode: '34000',
        city: 'Montpellier',
        location: { latitude: 43.6109, longitude: 3.8772 },
      },
      phones: ['04 67 12 34 56'],
      owner: { email: 'proprietaire@vigie-demo.fr', firstName: 'Julien', lastName: 'Marchand' },
    }),
    subscription: 'valid',
    members: [
      {
        // Plans and runs services, reads sites and agents, but may not create a site.
        email: 'planificateur@vigie-demo.fr',
        firstName: 'Sophie',
        lastName: 'Roussel',
        profile: 'staff',
        rights: [
          'planning.list',
          'planning.edit',
          'services.list',
          'services.create',
          'services.edit',
          'services.delete',
          'sites.list',
          'agents.list',
          'dashboard.list',
        ],
      },
      {
        email: 'comptable@vigie-demo.fr',
        firstName: 'Claire',
        lastName: 'Garnier',
        profile: 'staff',
        rights: [
          'invoices.list',
          'invoices.create',
          'invoices.edit',
          'invoices.send',
          'estimates.list',
          'customers.list',
        ],
      },
      { email: 'agent@vigie-demo.fr', firstName: 'Karim', lastName: 'Benali', profile: 'agent' },
      { email: 'agent2@vigie-demo.fr', firstName: 'Lucas', lastName: 'Fabre', profile: 'agent' },
      {
        email: 'client@vigie-demo.fr',
        firstName: 'Hélène',
        lastName: 'Durand',
        profile: 'customer',
        customer: { key: 'residence-les-oliviers', name: 'Résidence Les Oliviers' },
        invoiceRecipient: true,
      },
    ],
  },
  {
    key: 'eclat',
    agency: CreateAgencySchema.parse({
      name: 'Éclat Propreté',
      activity: 'cleaning',
      email: 'contact@eclat-demo.fr',
      address: {
        street: '25 rue de la République',
        zipcode: '69002',
        city: 'Lyon',
        location: { latitude: 45.7627, longitude: 4.8357 },
      },
      phones: ['04 78 98 76 54'],
      owner: { email: 'proprietaire@eclat-demo.fr', firstName: 'Nadia', lastName: 'Lefèvre' },
    }),
    subscription: 'valid',
    members: [
      {
        email: 'planificateur@eclat-demo.fr',
        firstName: 'Thomas',
        lastName: 'Girard',
        profile: 'staff',
        rights: [
          'planning.list',
          'planning.edit',
          'services.list',
          'services.create',
          'services.edit',
          'sites.list',
          'sites.create',
          'sites.edit',
          'agents.list',
          'dashboard.list',
        ],
      },
      { email: 'agent@eclat-demo.fr', firstName: 'Fatou', lastName: 'Diallo', profile: 'agent' },
      {
        email: 'client@eclat-demo.fr',
        firstName: 'Pierre',
        lastName: 'Morel',
        profile: 'customer',
        customer: { key: 'clinique-du-parc', name: 'Clinique du Parc' },
        invoiceRecipient: true,
      },
    ],
  },
  {
    // Its free trial is over and it never paid: the portal only opens home, free trial and payments.
    key: 'horizon',
    agency: CreateAgencySchema.parse({
      name: 'Horizon Gardiennage',
      activity: 'security',
      email: 'contact@horizon-demo.fr',
      address: {
        street: '8 avenue de Palavas',
        zipcode: '34070',
        city: 'Montpellier',
        location: { latitude: 43.5953, longitude: 3.8886 },
      },
      phones: ['04 67 65 43 21'],
      owner: { email: 'proprietaire@horizon-demo.fr', firstName: 'Mathieu', lastName: 'Caron' },
    }),
    subscription: 'trial-finished',
    // Its trial opened the PRO offer's licences; paying PRO and 5 more raises them to 10.
    limits: { agentsLimit: PRO_OFFER_LICENCES, accountsLimit: 10, freeAccounts: 2 },
    members: [],
  },
];
