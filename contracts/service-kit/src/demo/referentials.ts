/**
 * The demo referentials each service seeds its part of, with the ids of `demoIds`: billing the
 * customers and their contacts, operations the collaborators (from the agencies' members), the sites
 * and their checkpoints. The customer keys are those of the customer users in `agencies.ts`.
 */

export type DemoContact = {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  portalAccess: boolean;
  invoiceRecipient: boolean;
};

export type DemoCustomer = {
  key: string;
  name: string;
  /** 100 Entreprise, 200 Client particulier, 300 Association, 400 Organisme public. */
  type: 100 | 200 | 300 | 400;
  email: string;
  phone: string;
  address: { street: string; zipcode: string; city: string };
  contacts: DemoContact[];
};

export type DemoSite = {
  key: string;
  customerKey: string;
  name: string;
  address: { street: string; zipcode: string; city: string; latitude: number; longitude: number };
  /** Badge numbers of the site's checkpoints. */
  checkpoints: { name: string; badge: string }[];
};

export type DemoReferentials = { customers: DemoCustomer[]; sites: DemoSite[] };

/** Keyed by agency key (`vigie`, `eclat`, `horizon`). */
export const DEMO_REFERENTIALS: Record<string, DemoReferentials> = {
  vigie: {
    customers: [
      {
        key: 'residence-les-oliviers',
        name: 'Résidence Les Oliviers',
        type: 100,
        email: 'syndic@residence-oliviers.fr',
        phone: '04 67 40 11 22',
        address: { street: '3 allée des Oliviers', zipcode: '34080', city: 'Montpellier' },
        contacts: [
          {
            email: 'client@vigie-demo.fr',
            firstName: 'Hélène',
            lastName: 'Durand',
            position: 'Gestionnaire de copropriété',
            portalAccess: true,
            invoiceRecipient: true,
          },
        ],
      },
      {
        key: 'odysseum',
        name: 'Centre commercial Odysseum',
        type: 100,
        email: 'securite@odysseum-demo.fr',
        phone: '04 67 13 50 50',
        address: { street: '2 place de Lisbonne', zipcode: '34000', city: 'Montpellier' },
        contacts: [
          {
            email: 'direction@odysseum-demo.fr',
            firstName: 'Marc',
            lastName: 'Vidal',
            position: 'Directeur sécurité',
            portalAccess: false,
            invoiceRecipient: true,
          },
        ],
      },
    ],
    sites: [
      {
        key: 'oliviers-a',
        customerKey: 'residence-les-oliviers',
        name: 'Résidence Les Oliviers – Bâtiment A',
        address: {
          street: '3 allée des Oliviers',
          zipcode: '34080',
          city: 'Montpellier',
          latitude: 43.6165,
          longitude: 3.8457,
        },
        checkpoints: [
          { name: 'Hall d’entrée', badge: '04A1B2C3D4E5F6' },
          { name: 'Parking souterrain', badge: '04A1B2C3D4E5F7' },
        ],
      },
      {
        key: 'oliviers-b',
        customerKey: 'residence-les-oliviers',
        name: 'Résidence Les Oliviers – Bâtiment B',
        address: {
          street: '5 allée des Oliviers',
          zipcode: '34080',
          city: 'Montpellier',
          latitude: 43.6168,
          longitude: 3.8462,
        },
        checkpoints: [{ name: 'Local poubelles', badge: '04A1B2C3D4E5F8' }],
      },
      {
        key: 'odysseum-p1',
        customerKey: 'odysseum',
        name: 'Odysseum – Parking P1',
        address: {
          street: '2 place de Lisbonne',
          zipcode: '34000',
          city: 'Montpellier',
          latitude: 43.6047,
          longitude: 3.9197,
        },
        checkpoints: [{ name: 'Rampe d’accès', badge: '04B1B2C3D4E5F6' }],
      },
    ],
  },
  eclat: {
    customers: [
      {
        key: 'clinique-du-parc',
        name: 'Clinique du Parc',
        type: 100,
        email: 'accueil@clinique-parc-demo.fr',
        phone: '04 78 11 22 33',
        address: { street: '155 boulevard de Stalingrad', zipcode: '69006', city: 'Lyon' },
        contacts: [
          {
            email: 'client@eclat-demo.fr',
            firstName: 'Pierre',
            lastName: 'Morel',
            position: 'Responsable des services généraux',
            portalAccess: true,
            invoiceRecipient: true,
          },
        ],
      },
      {
        key: 'lycee-mermoz',
        name: 'Lycée Jean Mermoz',
        type: 400,
        email: 'intendance@lycee-mermoz-demo.fr',
        phone: '04 78 44 55 66',
        address: { street: '21 rue Jean Mermoz', zipcode: '69008', city: 'Lyon' },
        contacts: [],
      },
    ],
    sites: [
      {
        key: 'clinique-hall',
        customerKey: 'clinique-du-parc',
        name: 'Clinique du Parc – Hall principal',
        address: {
          street: '155 boulevard de Stalingrad',
          zipcode: '69006',
          city: 'Lyon',
          latitude: 45.7745,
          longitude: 4.8561,
        },
        checkpoints: [],
      },
      {
        key: 'lycee-mermoz',
        customerKey: 'lycee-mermoz',
        name: 'Lycée Jean Mermoz',
        address: { street: '21 rue Jean Mermoz', zipcode: '69008', city: 'Lyon', latitude: 45.7366, longitude: 4.8703 },
        checkpoints: [],
      },
    ],
  },
  horizon: { customers: [], sites: [] },
};
